// "Export to Excel" for a grid: the server writes the rows of the current filter and sort, the
// console names the columns in the reader's language.
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback/toast';
import { isApiError } from '../providers/api-error';
import { useServices } from '../services';
import { listParams } from './list-params';

export interface ExportColumn {
  key: string;
  title: string;
}

interface Props {
  path: string;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
  columns: readonly ExportColumn[];
  filename: string;
}

export function ExportButton({ path, filters, sorters, columns, filename }: Props) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await http.post<Blob>(`${path}/export`, { columns, filename }, { params: listParams(filters, sorters), responseType: 'blob' });
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${filename}.xlsx`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast('error', isApiError(error) ? error.message : t('http.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={download} data-testid="grid-export">
      {t('grid.export')}
    </Button>
  );
}
