// antd's built-in texts (pagination, date pickers, empty states) per interface language.
// The ES module builds, not `antd/locale/*`: those are CommonJS re-exports, and the bundler's
// Node-style interop hands their whole `exports` object over as the default, so ConfigProvider got
// `{ default: locale }`, found no DatePicker texts and fell back to English.
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { Language } from './languages';

export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, 'zh-cn': zhCN, 'zh-tw': zhTW };
