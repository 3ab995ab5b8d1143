/** The framework runtime export the page-test helper uses to register React (tests/helpers/mountPage.ts). */
declare module '@tarojs/plugin-framework-react/dist/runtime' {
  export function createH5NativeComponentConfig(component: unknown, react: unknown, reactDOM: unknown): unknown
}
