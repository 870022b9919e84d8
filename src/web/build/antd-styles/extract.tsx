// Prints the console's antd styles as one stylesheet: every antd component rendered once on the
// server in the console's theme, and antd's map of which styles the file holds. With that file loaded,
// antd in the browser finds each of its styles already there and skips generating, serialising and
// inserting them at first render (measured as most of the orders page's main-thread work).
// Run as its own process (the Vite plugin beside it does): antd chooses its class-name prefix from
// NODE_ENV when it loads, so the file must be made under the same NODE_ENV as the bundle it serves.
import { StyleProvider } from '@ant-design/cssinjs';
import { extractStyle } from '@ant-design/static-style-extract';
import { App, ConfigProvider, DatePicker, Drawer, message, Modal, notification, Popconfirm, Popover, Select, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { consoleTheme } from '../../theme';

/**
 * Components the extractor leaves out because they open in a portal, rendered as their inline panels
 * so their styles are in the file too (a page's closed tooltips and popovers register theirs at first render).
 */
function PortalPanels() {
  return (
    <>
      <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="-" />
      <Popover._InternalPanelDoNotUseOrYouWillBeFired content="-" />
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="-" />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired />
      <Drawer._InternalPanelDoNotUseOrYouWillBeFired />
      <Select._InternalPanelDoNotUseOrYouWillBeFired />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
      <message._InternalPanelDoNotUseOrYouWillBeFired content="-" />
      <notification._InternalPanelDoNotUseOrYouWillBeFired message="-" />
    </>
  );
}

// As the console renders antd (src/web/AntdProviders.tsx): in the `antd` cascade layer, in its theme.
// antd files a style under its layer setting and theme, so any difference would leave the file unused.
const css = extractStyle((node: ReactElement) => (
  <StyleProvider layer>
    <ConfigProvider theme={consoleTheme}>
      <App>
        {node}
        <PortalPanels />
      </App>
    </ConfigProvider>
  </StyleProvider>
));
process.stdout.write(css);
