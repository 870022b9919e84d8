import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
