// While a page's code loads: a CSS spinner (no antd, so the public site can show it too).
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="page-spinner">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
