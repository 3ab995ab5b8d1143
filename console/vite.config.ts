/**
 * The studio console's build (`npm run build:console`): a third front end, built by Vite to dist/admin and
 * served by the reference server at /admin/ (server/src/admin/consoleFiles.ts). `npm run dev:console`
 * serves it with hot reload and sends the API to the reference server on :3000.
 */
import path from 'path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  root: __dirname,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: path.join(__dirname, '..', 'dist', 'admin'),
    emptyOutDir: true,
    // Which chunks a screen loads (scripts/size.js measures the login page's first load from it).
    manifest: true,
    target: 'es2020',
    // Budgeted by `npm run size` (scripts/size.js); a warning here would only repeat it.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // React and the router in one long-lived chunk (they change with the lockfile only).
        advancedChunks: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }] }
      }
    }
  },
  server: { proxy: { '/backend': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000', '/media/upload': 'http://127.0.0.1:3000' } }
})
