// antd's built-in texts (pagination, date pickers, empty states) per interface language.
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Language } from './languages';

export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, 'zh-cn': zhCN, 'zh-tw': zhTW };
