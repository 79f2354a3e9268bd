// Vite build and dev server. In dev, the API, the live channel and the dev mail pages are proxied to
// the server (npm start, port 8080), so the app runs on one origin like in production.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The key page is its own small HTML page (key.html); in dev, /control-lock/{token} shows it too. */
const keyPageInDev: Plugin = {
  name: 'hemvakt-key-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url?.startsWith('/control-lock/')) request.url = '/key.html';
      next();
    });
  },
};

/** Where `npm run dev` sends API calls; `npm start` serves on 8080 (override with HEMVAKT_SERVER). */
const SERVER = process.env.HEMVAKT_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), keyPageInDev],
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        key: fileURLToPath(new URL('./key.html', import.meta.url)),
      },
      treeshake: {
        // Ionic's component modules only define a class (registration happens when a React wrapper
        // is used), but @ionic/core declares no `sideEffects`, so without this rule every Ionic
        // component would land in the bundle.
        moduleSideEffects: [
          { test: /[\\/]@ionic[\\/]core[\\/]components[\\/]ion-[\w-]+\.js$/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      '/dev': SERVER,
      '/live': { target: SERVER, ws: true },
    },
  },
});
