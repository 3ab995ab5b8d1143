/**
 * H5 build only: what Taro's own packages import from `@tarojs/components/dist/components` (the Stencil
 * web components), answered without loading Stencil up front. config/index.ts aliases that module here.
 *  - @tarojs/router: the tab bar -> our light element (src/platform/h5/tabbar.ts, which says why);
 *  - @tarojs/taro-h5 previewImage: its swiper -> the real Stencil components, loaded on first use. The
 *    elements it creates meanwhile are upgraded by the browser once they are defined;
 *  - everything else (the web-component wrappers behind Video, Textarea, ... in page chunks) -> the real
 *    module, unchanged. Explicit exports here win over the star export.
 */
export * from '@tarojs/components/dist/components/index.js'
export { defineTabbar as defineCustomElementTaroTabbar } from './tabbar'

export function defineCustomElementTaroSwiperCore(): void {
  void import('@tarojs/components/dist/components/taro-swiper-core.js').then((m) => m.defineCustomElement())
}

export function defineCustomElementTaroSwiperItemCore(): void {
  void import('@tarojs/components/dist/components/taro-swiper-item-core.js').then((m) => m.defineCustomElement())
}
