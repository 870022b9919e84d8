import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** A grid with nothing to show: says whether a filter is the reason. */
export function GridEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('grid.emptyFiltered') : t('grid.empty')} />;
}
