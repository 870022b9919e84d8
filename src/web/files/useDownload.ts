// The console's one way to fetch a file and save it (a template, an itinerary, a list or statement
// in Excel, a proof file). A download is not a Refine data call (the answer is a file to save, not
// records to cache, and the bearer token rides on the request, so no plain link can fetch it), so it
// is a request over the console's HTTP client with react-query's mutation state for the button. The
// HTTP client reads a refusal out of the blob, so the user reads the server's translated reason, and
// an ended session is handled (and already said) there.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';
import { filenameOf } from './filename';
import { saveFile } from './save-file';

export interface DownloadRequest {
  /** From useResourceUrl: the file's address under a declared resource. */
  url: string;
  method?: 'get' | 'post';
  body?: unknown;
  params?: object;
  /** The name to save under. */
  filename: string;
  /** Save under the name the server gives (Content-Disposition) when it gives one. */
  serverName?: boolean;
}

/** What to tell the user about a failed download: nothing after an ended session (already said). */
export function downloadFailureMessage(error: unknown, fallback: string): string | null {
  if (!isApiError(error)) return fallback;
  return error.sessionEnded ? null : error.message || fallback;
}

export function useDownload() {
  const { t } = useTranslation();
  const { http } = useServices();
  const download = useMutation({
    mutationFn: async (request: DownloadRequest) => {
      const answer = await http.request<Blob>({
        url: request.url,
        method: request.method ?? 'get',
        data: request.body,
        params: request.params,
        responseType: 'blob',
      });
      const named = request.serverName ? filenameOf(answer.headers['content-disposition'] as string | undefined) : null;
      return { blob: answer.data, filename: named ?? request.filename };
    },
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
    onError: (error) => {
      const message = downloadFailureMessage(error, t('http.unknown'));
      if (message) toast('error', message);
    },
  });
  /** The download under way (its request), or null. */
  const running = download.isPending ? download.variables : null;
  return { download: download.mutate, isPending: download.isPending, running };
}
