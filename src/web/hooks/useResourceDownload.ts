// A file under a declared resource's API path (a template, an itinerary) saved to the user's disk.
// A download is not a Refine data call (the answer is a blob to save, not records to cache), so it is
// a plain request over the console's HTTP client, with react-query's mutation state for the button.
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';
import { saveFile } from '@/web/files/save-file';
import { useResourceUrl } from './useResourceUrl';

export interface DownloadCall {
  path: ReadonlyArray<string | number>;
  params?: Record<string, string>;
  filename: string;
}

export function useResourceDownload(resource: string) {
  const { http } = useServices();
  const url = useResourceUrl(resource);
  const download = useMutation({
    mutationFn: async (call: DownloadCall) => (await http.get<Blob>(url(...call.path), { params: call.params, responseType: 'blob' })).data,
    onSuccess: (blob, call) => saveFile(blob, call.filename),
    onError: (error) => { if (isApiError(error) && !error.sessionEnded) toast('error', error.message); },
  });
  return { download: download.mutate, isPending: download.isPending };
}
