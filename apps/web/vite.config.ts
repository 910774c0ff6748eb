// Builds the SPA into apps/web/dist, which the server serves; in development it proxies the API to it.
// The contract is compiled from its TypeScript sources through the `source` export condition.
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions } from 'vite';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app, so they get their own long-cached chunks.
        // Each page is a chunk of its own (src/app/routes/page-routes.tsx): only libraries the first
        // render needs ($initial) join the entry's groups; a page's own libraries load with it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!dates[\\/])/ },
            // The date pickers load with the forms that have them.
            { name: 'dates', test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/ },
            // The emoji picker and its data load only when a chat's picker first opens.
            { name: 'emoji', test: /node_modules[\\/](emoji-mart|@emoji-mart)[\\/]/ },
            // FullCalendar (and the preact it renders with) loads only with the calendar screen.
            { name: 'calendar', test: /node_modules[\\/](@fullcalendar|preact)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // The app code every page shares (layouts, dialogs, API client, English texts) in one
            // chunk rather than a dozen small ones the entry would preload.
            { name: 'shell', test: /[\\/]src[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
      '/media': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
});
