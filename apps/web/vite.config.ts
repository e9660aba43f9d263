import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'
import { primereactAria } from './scripts/primereact-aria.ts'

const server = process.env.API_PROXY_TARGET ?? 'http://localhost:8080'
const api = { target: server, changeOrigin: false }
/** POST /forgot-password is the API; GET /forgot-password is this app's page. */
const onlyMutations = {
  ...api,
  bypass: (req: { method?: string; url?: string }) => (req.method === 'GET' ? req.url : undefined),
}

export default defineConfig({
  plugins: [react(), primereactAria(), precompress()],
  // The dev server pre-bundles PrimeReact: the same German aria labels there.
  optimizeDeps: { rolldownOptions: { plugins: [primereactAria()] } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/sanctum': api,
      '/login-user': api,
      '/logout': api,
      '/register': api,
      '/reset-password': api,
      '/email': api,
      '/healthz': api,
      '/forgot-password': onlyMutations,
    },
  },
})
