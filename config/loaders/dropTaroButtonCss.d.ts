/** The webpack loader's function (config/loaders/dropTaroButtonCss.js): Taro's component sheet in, without its button rules. */
declare function dropTaroButtonCss(source: string): string
export = dropTaroButtonCss
