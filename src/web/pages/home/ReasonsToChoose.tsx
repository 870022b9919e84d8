import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/web/brand';
import { SiteIcon } from '@/web/site/ui/SiteIcon';

const REASONS: { key: string; icon: IconDefinition }[] = [
  { key: 'content', icon: GlobalOutlined },
  { key: 'prices', icon: DollarOutlined },
  { key: 'speed', icon: ThunderboltOutlined },
  { key: 'wallet', icon: SafetyOutlined },
  { key: 'service', icon: CustomerServiceOutlined },
  { key: 'experience', icon: ClockCircleOutlined },
];

export function ReasonsToChoose() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reasons-title" style={{ padding: '48px 24px', background: BRAND.surface }} data-testid="home-reasons">
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <h2 id="reasons-title">{t('home.reasons.title')}</h2>
        <ul className="site-grid site-grid-3" style={{ gap: '24px 32px' }}>
          {REASONS.map(({ key, icon }) => (
            <li key={key} style={{ display: 'flex', gap: 14 }}>
              <span style={{ lineHeight: '28px', paddingTop: 3 }}>
                <SiteIcon icon={icon} size={22} />
              </span>
              <div>
                <h3 style={{ fontSize: 17, margin: '2px 0 6px' }}>{t(`home.reasons.items.${key}.name`)}</h3>
                <p className="site-secondary" style={{ marginBottom: 0 }}>
                  {t(`home.reasons.items.${key}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
