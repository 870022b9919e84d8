import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';

export interface LanguageSelectProps {
  value: Language;
  onChange(language: Language): void;
}

const OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l }));

export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<Language>
      data-testid="language-select"
      aria-label={t('preferences.language')}
      value={value}
      onChange={onChange}
      options={OPTIONS}
      suffixIcon={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
      variant="filled"
    />
  );
}
