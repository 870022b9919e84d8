import { GlobalOutlined } from '@ant-design/icons';
import { Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';

export interface LanguageSelectProps {
  value: Language;
  onChange(language: Language): void;
  /** Why the language cannot be changed (a special agency's forced language); the select is disabled. */
  lockedReason?: string;
}

const OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l }));

export function LanguageSelect({ value, onChange, lockedReason }: LanguageSelectProps) {
  const { t } = useTranslation();
  const select = (
    <Select<Language>
      disabled={Boolean(lockedReason)}
      aria-description={lockedReason}
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
  if (!lockedReason) return select;
  // A disabled control shows no tooltip of its own: the wrapper carries the reason.
  return (
    <Tooltip title={lockedReason}>
      <span data-testid="language-locked" title={lockedReason}>
        {select}
      </span>
    </Tooltip>
  );
}
