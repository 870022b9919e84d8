import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { importAliases } from './aliases';
import { accessRulesPlugin } from './src/web/build/access-rules-plugin';
import { ariaDefaultsPlugin } from './src/web/build/aria-defaults-plugin';
import { antdStylesPlugin } from './src/web/build/antd-styles/plugin';
import { bufferInjectPlugin } from './src/web/build/buffer-inject-plugin';
import { precompressPlugin } from './src/web/build/precompress-plugin';

// The API server (src/server) listens on PORT 3000 by default; override for other setups.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = { '/api': { target: apiTarget, changeOrigin: true } };

// Chunks follow the routes (pages, the console root, the public site are each loaded lazily), so a
// page downloads only the libraries it uses. Only React and the router, which every page needs, get a
// chunk of their own that stays cached across releases; catch-all vendor groups would put libraries
// of the console (Refine, its antd parts) into the first page's download.
// Babel's runtime helpers (used by a few libraries the public site needs too) get a small chunk of their
// own: otherwise the bundler puts them in whichever shared chunk it likes, such as antd's icon runtime,
// and the first page downloads that whole chunk for a few helpers.
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  { name: 'babel-helpers', test: /node_modules[\\/]@babel[\\/]runtime[\\/]/, priority: 30 },
];

export default defineConfig({
  plugins: [react(), ariaDefaultsPlugin(), bufferInjectPlugin(), accessRulesPlugin(), antdStylesPlugin(), precompressPlugin()],
  resolve: { alias: importAliases },
  build: {
    outDir: 'dist',
    // scripts/bundle-budget.ts reads which files each page needs from the manifest.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: { proxy },
  preview: { proxy },
});
