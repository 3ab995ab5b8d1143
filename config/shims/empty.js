// Stands in for fetch/AbortController polyfills on H5: every browser we support (`browserslist` in package.json)
// has both natively, so the ~9 KB gzip of polyfills would be dead weight on every first load.
