// The frame of a console page whose feature lands in a later issue: its title and a translated
// "being built" state, so every route already works end to end (guards, menu, title).
import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/web/components/PageHeading';

export function PlaceholderPage({ route }: { route: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t(`routes.${route}`)}</PageHeading>
      <Result
        icon={<ToolOutlined aria-hidden />}
        title={<h2 style={{ fontSize: 'inherit', margin: 0, fontWeight: 'inherit' }}>{t('placeholder.title')}</h2>}
        subTitle={t('placeholder.description')}
        data-testid="placeholder"
      />
    </>
  );
}
