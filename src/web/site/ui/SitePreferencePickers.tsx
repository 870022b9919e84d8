// The public site's language and currency selectors: native <select>s (keyboard, screen readers and
// touch work as the platform does), bound to the user's preferences. The console's header keeps its
// antd selectors (src/web/components/PreferencePickers.tsx).
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, toLanguage } from '../../i18n/languages';
import { usePreferences } from '../../preferences/PreferencesProvider';

export function SitePreferencePickers() {
  const { t } = useTranslation();
  const { language, lockedLanguage, setLanguage, currency, currencies, setCurrency } = usePreferences();
  const lockedReason = lockedLanguage ? t('preferences.languageLocked', { language: LANGUAGE_NAMES[lockedLanguage] }) : undefined;
  const languageSelect = (
    <select
      className="site-select"
      data-testid="language-select"
      aria-label={t('preferences.language')}
      aria-description={lockedReason}
      disabled={Boolean(lockedReason)}
      value={language}
      onChange={(e) => {
        const next = toLanguage(e.target.value);
        if (next) void setLanguage(next);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </select>
  );
  return (
    <div className="site-pickers">
      {lockedReason ? (
        // A disabled control shows no tooltip of its own: the wrapper carries the reason.
        <span data-testid="language-locked" title={lockedReason}>
          {languageSelect}
        </span>
      ) : (
        languageSelect
      )}
      <select
        className="site-select"
        data-testid="currency-select"
        aria-label={t('preferences.currency')}
        value={currency}
        onChange={(e) => setCurrency(e.target.value)}
      >
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
