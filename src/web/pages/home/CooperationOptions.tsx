import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import CloudServerOutlined from '@ant-design/icons-svg/es/asn/CloudServerOutlined';
import SkinOutlined from '@ant-design/icons-svg/es/asn/SkinOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { SiteIcon } from '@/web/site/ui/SiteIcon';

const OPTIONS: { key: string; icon: IconDefinition }[] = [
  { key: 'api', icon: ApiOutlined },
  { key: 'whiteLabel', icon: SkinOutlined },
  { key: 'saas', icon: CloudServerOutlined },
];

export function CooperationOptions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cooperation-title" style={{ padding: '24px 24px 56px', maxWidth: 1200, margin: '0 auto' }}>
      <h2 id="cooperation-title">{t('home.cooperation.title')}</h2>
      <div className="site-grid site-grid-3">
        {OPTIONS.map(({ key, icon }) => (
          <div key={key} className="site-card site-card-body">
            <div style={{ marginBottom: 12 }}>
              <SiteIcon icon={icon} size={28} />
            </div>
            <h3>{t(`home.cooperation.${key}.name`)}</h3>
            <p style={{ marginBottom: 0 }}>{t(`home.cooperation.${key}.text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
