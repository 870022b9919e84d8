// The header's language and currency selectors, bound to the user's preferences.
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { usePreferences } from '../preferences/PreferencesProvider';
import { CurrencySelect } from './CurrencySelect';
import { LanguageSelect } from './LanguageSelect';

export function PreferencePickers() {
  const { t } = useTranslation();
  const { language, lockedLanguage, setLanguage, currency, currencies, setCurrency } = usePreferences();
  const lockedReason = lockedLanguage ? t('preferences.languageLocked', { language: LANGUAGE_NAMES[lockedLanguage] }) : undefined;
  return (
    <Space size="small" wrap>
      <LanguageSelect value={language} onChange={(l) => void setLanguage(l)} lockedReason={lockedReason} />
      <CurrencySelect value={currency} currencies={currencies} onChange={setCurrency} />
    </Space>
  );
}
