// Prints the console's antd styles as one stylesheet: each antd component the console uses rendered
// once on the server in the console's theme, and antd's map of which styles the file holds. With that
// file loaded, antd in the browser finds each of its styles already there and skips generating,
// serialising and inserting them at first render (measured as most of the orders page's main-thread
// work). The components are the console's own list (console-components.tsx) rather than all of antd:
// it names the parts that register styles of their own (a layout's sider, a range picker, popups'
// panels), which rendering each top-level component alone leaves out. A component missing there still
// works: antd generates its styles at runtime, as before.
// Run as its own process (the Vite plugin beside it does): antd chooses its class-name prefix from
// NODE_ENV when it loads, so the file must be made under the same NODE_ENV as the bundle it serves.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { consoleTheme } from '../../theme';
import { ConsoleComponents } from './console-components';

const cache = createCache();
// As the console renders antd (src/web/AntdProviders.tsx): in the `antd` cascade layer, in its theme.
// antd files a style under its layer setting and theme, so any difference would leave the file unused.
renderToString(
  <StyleProvider cache={cache} layer>
    <ConsoleComponents theme={consoleTheme} />
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, true));
