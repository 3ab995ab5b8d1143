/**
 * H5 build only: what Taro's router and API package import from `@tarojs/components/dist/components` (the
 * Stencil web components), answered without loading Stencil up front. config/index.ts aliases that module
 * here for those two packages only (the web-component wrappers behind Video, Textarea, ... in page chunks
 * import the real module):
 *  - @tarojs/router: the tab bar -> our light element (src/platform/h5/tabbar.ts, which says why);
 *  - @tarojs/taro-h5 previewImage: its swiper -> the real Stencil components, loaded on first use. The
 *    elements it creates meanwhile are upgraded by the browser once they are defined.
 */
export { defineTabbar as defineCustomElementTaroTabbar } from './tabbar'

export function defineCustomElementTaroSwiperCore(): void {
  void import('@tarojs/components/dist/components/taro-swiper-core.js').then((m) => m.defineCustomElement())
}

export function defineCustomElementTaroSwiperItemCore(): void {
  void import('@tarojs/components/dist/components/taro-swiper-item-core.js').then((m) => m.defineCustomElement())
}
