import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { careersAssets } from './scripts/careers-assets.ts'
import { earlyEntry } from './scripts/early-entry.ts'
import { precompress } from './scripts/precompress.ts'
import { primereactAria } from './scripts/primereact-aria.ts'
import { primereactStyles } from './scripts/primereact-styles.ts'

/** `src/features/<feature>/index.ts`, a feature's public entry. */
const FEATURE_ENTRY = /\/src\/features\/[^/]+\/index\.ts$/

const server = process.env.API_PROXY_TARGET ?? 'http://localhost:8080'
const api = { target: server, changeOrigin: false }
/** POST /forgot-password is the API; GET /forgot-password is this app's page. */
const onlyMutations = {
  ...api,
  bypass: (req: { method?: string; url?: string }) => (req.method === 'GET' ? req.url : undefined),
}

export default defineConfig({
  plugins: [react(), primereactAria(), primereactStyles(), earlyEntry(), careersAssets(), precompress()],
  // The dev server pre-bundles PrimeReact: the same German aria labels there.
  optimizeDeps: { rolldownOptions: { plugins: [primereactAria(), primereactStyles()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // A feature's index.ts only re-exports (boundaries.test.ts checks it). Without side effects of
      // its own, importing one thing through it does not drag the feature's other exports (and what
      // they import) into the importer's chunk, so the public entries leave code splitting as it was.
      treeshake: { moduleSideEffects: (id) => (FEATURE_ENTRY.test(id) ? false : undefined) },
      output: {
        // Zod's jitless switch (src/lib/zod-config.ts) must run before any schema is defined, and
        // schemas are defined in whichever chunk the contracts land in. Keeping the switch in Zod's
        // own chunk makes it part of loading Zod itself.
        manualChunks: (id) =>
          id.includes('/node_modules/zod/') || id.endsWith('/src/lib/zod-config.ts') ? 'zod' : undefined,
      },
    },
  },
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
      '/karriere': api,
      '/forgot-password': onlyMutations,
    },
  },
})
