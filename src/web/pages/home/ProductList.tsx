import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import CoffeeOutlined from '@ant-design/icons-svg/es/asn/CoffeeOutlined';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import RocketOutlined from '@ant-design/icons-svg/es/asn/RocketOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { SiteIcon } from '@/web/site/ui/SiteIcon';

const PRODUCTS: { key: string; icon: IconDefinition }[] = [
  { key: 'flights', icon: RocketOutlined },
  { key: 'groups', icon: TeamOutlined },
  { key: 'trains', icon: CarOutlined },
  { key: 'hotels', icon: HomeOutlined },
  { key: 'transfers', icon: EnvironmentOutlined },
  { key: 'tours', icon: CompassOutlined },
  { key: 'insurance', icon: SafetyCertificateOutlined },
  { key: 'visas', icon: IdcardOutlined },
  { key: 'lounges', icon: CoffeeOutlined },
];

export function ProductList() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="products-title" style={{ padding: '48px 24px', maxWidth: 1200, margin: '0 auto' }}>
      <h2 id="products-title">{t('home.products.title')}</h2>
      <p className="site-secondary">{t('home.products.intro')}</p>
      <ul className="site-grid site-grid-3">
        {PRODUCTS.map(({ key, icon }) => (
          <li key={key} className="site-card" style={{ display: 'flex', gap: 16, padding: 12 }}>
            <SiteIcon icon={icon} size={22} />
            <div>
              <h3 style={{ fontSize: 16, fontWeight: 700, margin: '0 0 8px' }}>{t(`home.products.items.${key}.name`)}</h3>
              <p className="site-secondary" style={{ margin: 0 }}>
                {t(`home.products.items.${key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
