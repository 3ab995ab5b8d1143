// hls.js's light build (no subtitles, alternate audio or DRM: a live class needs none), as its package
// exports it; the types are the full build's.
declare module 'hls.js/dist/hls.light.mjs' {
  export * from 'hls.js'
  export { default } from 'hls.js'
}
