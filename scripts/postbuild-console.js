/** After `vite build` of the console: its text assets precompressed for the reference server (scripts/precompress.js). */
const path = require('path')
const { precompress } = require('./precompress')

precompress(path.join(__dirname, '..', 'dist', 'admin')).then(
  ([raw, br]) => console.log(`dist/admin: ${(raw / 1024).toFixed(0)} KB of text assets -> ${(br / 1024).toFixed(0)} KB brotli`),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)
