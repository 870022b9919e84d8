// Three English names antd's building blocks give the screen reader, whatever the language on screen:
// every icon is an image named after its file ("rocket 机票" read for the menu's Flights entry,
// "left" for the sider's fold button), a number field's arrows are "Increase Value" and "Decrease
// Value", and a segmented control is "segmented control". None of them can be turned off by a prop or
// by ConfigProvider, so the build rewrites those few literals:
// - an icon is hidden from assistive technology unless it is given its own name (aria-label or
//   aria-labelledby); the control around it carries the name, in the user's language;
// - a number field's arrows are hidden: they are pointer conveniences (not focusable), and the field
//   itself is a spinbutton that the arrow keys step;
// - a segmented control has no default name: each one is named where it is used (a test checks every
//   Chinese screen for English names);
// - the pager's arrow buttons are named with antd's translated "previous page"/"next page": a list
//   whose pages are links (Refine's useTable wraps each arrow in one) takes its link name from them;
// - the other controls antd draws with an icon and nothing else are pointer-only (tabindex -1, or no
//   tabindex) and are hidden with their icon: a field's and a date picker's clear button (the
//   keyboard clears by selecting and deleting). Hidden unnamed they would be empty buttons.
// - a select hands every aria-* prop (a form field's aria-required, aria-describedby, ...) both to its
//   combobox input and to the box around it, a plain div where aria-required is not allowed: the box
//   keeps none, the combobox that the user reaches says it all;
// - a focused tab's hidden "Tab 1 of 2" is not rendered: the tab role tells its place already;
// - a dialog's close button drops its English "Close" and is named by its icon, in the user's language.
// A rewrite that no longer finds its text fails the build, so a library update cannot drop it silently.
import type { Plugin } from 'vite';

interface Rewrite {
  file: RegExp;
  from: string;
  to: string;
}

const PAGER = /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/;

export const ARIA_REWRITES: readonly Rewrite[] = [
  {
    file: /[\\/]@ant-design[\\/]icons[\\/](es|lib)[\\/]components[\\/]AntdIcon\.js$/,
    from: '"aria-label": icon.name',
    to: '"aria-hidden": restProps["aria-label"] == null && restProps["aria-labelledby"] == null ? true : undefined',
  },
  { file: /[\\/]rc-input-number[\\/](es|lib)[\\/]StepHandler\.js$/, from: '"aria-label": "Increase Value"', to: '"aria-hidden": true' },
  { file: /[\\/]rc-input-number[\\/](es|lib)[\\/]StepHandler\.js$/, from: '"aria-label": "Decrease Value"', to: '"aria-hidden": true' },
  { file: /[\\/]rc-segmented[\\/](es|lib)[\\/]index\.js$/, from: '"aria-label": "segmented control",', to: '' },
  {
    file: PAGER,
    from: 'const prevIcon = /*#__PURE__*/React.createElement("button", {',
    to: 'const prevIcon = /*#__PURE__*/React.createElement("button", { "aria-label": locale.prev_page,',
  },
  {
    file: PAGER,
    from: 'const nextIcon = /*#__PURE__*/React.createElement("button", {',
    to: 'const nextIcon = /*#__PURE__*/React.createElement("button", { "aria-label": locale.next_page,',
  },
  // The arrows are drawn once per direction and prefix: the language joins the memo's inputs so a
  // switch of language renames them.
  { file: PAGER, from: '}, [direction, prefixCls]);', to: '}, [direction, prefixCls, locale.prev_page, locale.next_page]);' },
  // The range picker's arrow between its two fields is named "to" in English on a span without a role
  // (a name there is not allowed); each field already says which end of the range it is.
  {
    file: /[\\/]antd[\\/]es[\\/]date-picker[\\/]generatePicker[\\/]generateRangePicker\.js$/,
    from: '"aria-label": "to",',
    to: '"aria-hidden": true,',
  },
  { file: /[\\/]rc-input[\\/](es|lib)[\\/]BaseInput\.js$/, from: 'tabIndex: -1,', to: 'tabIndex: -1, "aria-hidden": true,' },
  { file: /[\\/]rc-picker[\\/](es|lib)[\\/]PickerInput[\\/]Selector[\\/]Icon\.js$/, from: 'role: "button",', to: '"aria-hidden": true,' },
  // A focused tab announces its place ("Tab 1 of 2") in English through a hidden live region of its
  // own; the tab role already gives the screen reader its place in the list, in the reader's language.
  {
    file: /[\\/]rc-tabs[\\/](es|lib)[\\/]TabNavList[\\/]TabNode\.js$/,
    from: 'focus && /*#__PURE__*/React.createElement("div", {\n    "aria-live": "polite",',
    to: 'false && /*#__PURE__*/React.createElement("div", {\n    "aria-live": "polite",',
  },
  // A dialog's close button is named "Close" in English over its icon, which antd names in the user's
  // language (the locale's close): without the English name the button takes the icon's.
  {
    file: /[\\/]rc-dialog[\\/](es|lib)[\\/]Dialog[\\/]Content[\\/]Panel\.js$/,
    from: 'onClick: onClose,\n    "aria-label": "Close"\n',
    to: 'onClick: onClose\n',
  },
  {
    file: /[\\/]rc-select[\\/]es[\\/]BaseSelect[\\/]index\.js$/,
    from: 'var domProps = _objectSpread({}, restProps);',
    to: 'var domProps = _objectSpread({}, restProps); Object.keys(domProps).forEach(function (key) { if (key.indexOf("aria-") === 0) delete domProps[key]; });',
  },
];

/** The module's code with every rewrite for its file applied; null when none concerns it. Throws when an expected text is missing. */
export function rewriteAriaDefaults(code: string, id: string): string | null {
  const path = id.split('?')[0]!;
  const rewrites = ARIA_REWRITES.filter((r) => r.file.test(path));
  if (rewrites.length === 0) return null;
  return rewrites.reduce((text, r) => {
    if (!text.includes(r.from))
      throw new Error(`aria-defaults: ${path} no longer contains ${r.from}; check the library's accessible names again`);
    return text.replace(r.from, r.to);
  }, code);
}

const transform = {
  name: 'tessera:aria-defaults',
  transform(code: string, id: string) {
    const code2 = rewriteAriaDefaults(code, id);
    return code2 === null ? null : { code: code2, map: null };
  },
};

export function ariaDefaultsPlugin(): Plugin {
  return {
    ...transform,
    enforce: 'pre',
    // The dev server pre-bundles dependencies without the app's plugins: the rewrite goes there too.
    config() {
      return { optimizeDeps: { rolldownOptions: { plugins: [transform] } } };
    },
  };
}
