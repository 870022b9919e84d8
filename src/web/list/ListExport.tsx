// "Export to Excel" for a list: the server writes the rows of the current filter and sort into a
// file, the console names the columns in the reader's language (a download: useDownload).
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useDownload } from '@/web/files/useDownload';
import { listParams } from '@/web/list/list-params';

export interface ExportColumn {
  key: string;
  title: string;
}

export interface ListExportProps {
  resource: string;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
  columns: readonly ExportColumn[];
  filename: string;
}

export function ListExport({ resource, filters, sorters, columns, filename }: ListExportProps) {
  const { t } = useTranslation();
  const url = useResourceUrl(resource)('export');
  const { download, isPending } = useDownload();
  const save = () =>
    download({ url, method: 'post', body: { columns, filename }, params: listParams(filters, sorters), filename: `${filename}.xlsx` });
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={isPending} onClick={save} data-testid="grid-export">
      {t('grid.export')}
    </Button>
  );
}
