// Storybook, set up by hand. It reads vite.config.ts but drops its `build` section, so the casbin
// Buffer fix must come in as a plugin: added here unless the project config already brought it.
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { bufferInjectPlugin } from '../src/web/build/buffer-inject-plugin';

function hasPlugin(plugins: PluginOption[] | undefined, name: string): boolean {
  return (plugins ?? []).flat(Infinity as 1).some((p) => !!p && typeof p === 'object' && 'name' in p && p.name === name);
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Stories are not served by our server: no brotli/gzip copies to write.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat(Infinity as 1)
      .filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === 'tessera:precompress'));
    const plugin = bufferInjectPlugin();
    if (!hasPlugin(viteConfig.plugins, plugin.name)) viteConfig.plugins = [...(viteConfig.plugins ?? []), plugin];
    return viteConfig;
  },
};

export default config;
