// "Export to Excel" for a list: the server writes the rows of the current filter and sort into a
// file, the console names the columns in the reader's language. A file download is not a Refine
// data call (the answer is a blob to save, not records to cache), so it is a plain request here,
// with react-query's mutation state for the busy button.
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { findResource } from '@resources';
import { saveFile } from '@/web/files/save-file';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';
import { listParams } from '@/web/admin/list-params';

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
  const { http } = useServices();
  const path = findResource(resource)?.api?.path;
  if (!path) throw new Error(`resource ${resource} has no API binding to export from`);
  const download = useMutation({
    mutationFn: async () => (await http.post<Blob>(`/${path}/export`, { columns, filename }, { params: listParams(filters, sorters), responseType: 'blob' })).data,
    onSuccess: (blob) => saveFile(blob, `${filename}.xlsx`),
    onError: (error) => toast('error', isApiError(error) ? error.message : t('http.unknown')),
  });
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()} data-testid="grid-export">
      {t('grid.export')}
    </Button>
  );
}
