import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ARIA_REWRITES, rewriteAriaDefaults } from './aria-defaults-plugin';

const require = createRequire(import.meta.url);
const installed = (path: string) => require.resolve(path);

describe('the accessible-name rewrites of antd building blocks', () => {
  it('apply to the installed libraries: icons unnamed unless labelled, no English stepper or segmented names', () => {
    const files = [
      '@ant-design/icons/es/components/AntdIcon.js',
      'rc-input-number/es/StepHandler.js',
      'rc-segmented/es/index.js',
      'antd/es/pagination/Pagination.js',
      'rc-input/es/BaseInput.js',
      'rc-picker/es/PickerInput/Selector/Icon.js',
      'antd/es/date-picker/generatePicker/generateRangePicker.js',
      'rc-select/es/BaseSelect/index.js',
      'rc-tabs/es/TabNavList/TabNode.js',
      'rc-dialog/es/Dialog/Content/Panel.js',
    ].map(installed);
    for (const file of files) {
      const out = rewriteAriaDefaults(readFileSync(file, 'utf8'), file);
      expect(out, file).not.toBeNull();
      for (const r of ARIA_REWRITES.filter((w) => w.file.test(file))) if (r.to) expect(out).toContain(r.to);
      expect(out).not.toMatch(
        /Increase Value|Decrease Value|segmented control|"aria-label": icon\.name|"aria-label": "to"|focus && [^\n]*\n\s*"aria-live"|"aria-label": "Close"/,
      );
      if (file.includes('pagination')) expect(out!.match(/"aria-label": locale\.(prev|next)_page/g)).toHaveLength(2);
    }
  });

  it('leave other modules alone and fail loudly when a library no longer has the text', () => {
    expect(rewriteAriaDefaults('"aria-label": icon.name', '/x/node_modules/antd/es/button/index.js')).toBeNull();
    expect(() => rewriteAriaDefaults('nothing here', '/x/node_modules/rc-segmented/es/index.js')).toThrow(/no longer contains/);
  });
});
