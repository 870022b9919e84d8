import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { importAliases } from './aliases';
import { bufferInjectPlugin } from './src/web/build/buffer-inject-plugin';

// The API server (src/server) listens on PORT 3000 by default; override for other setups.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = { '/api': { target: apiTarget, changeOrigin: true } };

// casbin and what it pulls in are only reached through a dynamic import (src/web/access/checker.ts):
// they must stay out of every eager group so the public pages do not download them.
const lazyOnly = /node_modules[\\/](casbin|csv-parse|buffer|base64-js|ieee754|expression-eval|jsep|picomatch|minimatch|await-lock)[\\/]/;

// Vendor groups: each library family gets its own long-cacheable chunk; pages are lazy (React.lazy).
const vendorGroups: { name: string; test: RegExp | ((id: string) => boolean); priority: number }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  { name: 'vendor-antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 35 },
  { name: 'vendor-antd-rc', test: /node_modules[\\/](@rc-component|rc-[^\\/]+)[\\/]/, priority: 32 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@emotion|stylis)[\\/]/, priority: 30 },
  { name: 'vendor-refine-antd', test: /node_modules[\\/]@refinedev[\\/]antd[\\/]/, priority: 27 },
  { name: 'vendor-refine', test: /node_modules[\\/](@refinedev|@tanstack)[\\/]/, priority: 25 },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 15 },
  { name: 'vendor', test: (id) => /node_modules[\\/]/.test(id) && !lazyOnly.test(id), priority: 10 },
];

export default defineConfig({
  plugins: [react(), bufferInjectPlugin()],
  resolve: { alias: importAliases },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: { proxy },
  preview: { proxy },
});
