import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server and `vite preview` forward API calls to the Fastify server; STEELYARD_API_URL points elsewhere.
const apiTarget = process.env.STEELYARD_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/** Vendor groups: React and the router, Mantine, the data layer, i18n; everything else stays with its route. */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  {
    name: 'vendor-mantine',
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|clsx|dayjs)/,
    priority: 30,
  },
  { name: 'vendor-icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 25 },
  // zod-jitless rides with zod: it must run before any chunk builds a schema (see the file)
  {
    name: 'vendor-data',
    test: /node_modules[\\/](@tanstack|zod|react-hook-form|@hookform)[\\/]|src[\\/]app[\\/]zod-jitless/,
    priority: 20,
  },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, host: '127.0.0.1', proxy },
  preview: { port: 4173, host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
