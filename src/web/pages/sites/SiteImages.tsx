// A site's logo, white logo and favicon, each uploaded on its own (checked by content on the server).
import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SITE_IMAGE_KINDS, type Site, type SiteImageKind } from '@/domain/schemas/sites';
import { LogoUpload } from '@/web/files/LogoUpload';
import { useResourceAction } from '@/web/data/useResourceAction';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,image/x-icon,.ico,.svg';

export function SiteImages({ site }: { site: Site }) {
  const { t } = useTranslation();
  const upload = useResourceAction<Site, { image: string }>('sites', { id: site.id });
  const send = (kind: SiteImageKind) => async (image: string) => {
    await upload.call({ path: ['images', kind], method: 'put', values: { image }, success: t('sites.imageSaved') });
  };
  return (
    <Space size="large" wrap align="start">
      {SITE_IMAGE_KINDS.map((kind) => (
        <Form.Item key={kind} label={t(`sites.fields.${kind}`)} extra={t('sites.imageRule')}>
          <LogoUpload
            logo={site[kind] || null}
            alt={t(`sites.fields.${kind}`)}
            onUpload={send(kind)}
            disabled={upload.isPending}
            accept={ACCEPT}
            testId={`site-${kind}`}
          />
        </Form.Item>
      ))}
    </Space>
  );
}
