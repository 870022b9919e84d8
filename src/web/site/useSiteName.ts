import { useTranslation } from 'react-i18next';
import { isChinese, toLanguage } from '../i18n/languages';
import { useSiteInfo } from '../services';

/** The site's name in the reader's script: Chinese names for zh locales, English otherwise (SPEC 2). */
export function useSiteName(): { name: string; shortName: string } {
  const site = useSiteInfo();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (language && isChinese(language)) {
    return { name: site.chineseName || site.name, shortName: site.chineseShortName || site.shortName };
  }
  return { name: site.name, shortName: site.shortName };
}
