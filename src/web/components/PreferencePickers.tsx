// The header's language and currency selectors, bound to the user's preferences.
import { Space } from 'antd';
import { usePreferences } from '../preferences/PreferencesProvider';
import { CurrencySelect } from './CurrencySelect';
import { LanguageSelect } from './LanguageSelect';

export function PreferencePickers() {
  const { language, setLanguage, currency, currencies, setCurrency } = usePreferences();
  return (
    <Space size="small" wrap>
      <LanguageSelect value={language} onChange={(l) => void setLanguage(l)} />
      <CurrencySelect value={currency} currencies={currencies} onChange={setCurrency} />
    </Space>
  );
}
