// Order documents as files: the itinerary and e-ticket, and an after-sale order's proof files. These
// stay plain requests rather than Refine data calls: the answer is a blob to save under the server's
// file name (the bearer token rides on the request, so no plain link can fetch it), not records to
// cache, and Refine's data provider cannot ask for a blob. Every other order call goes through
// Refine's hooks on the declared resources.
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { findResource } from '@resources';
import type { downloadBodySchema } from '@/domain/schemas/flight-orders';
import { ApiError } from '@/web/providers/api-error';

export type DownloadBody = z.input<typeof downloadBodySchema>;

const order = (id: number) => `/${findResource('flight-orders')!.api!.path}/${id}`;

export const orderFilesApi = {
  /** A document as a blob and the server's name for it. */
  download: async (http: AxiosInstance, id: number, body: DownloadBody) => {
    // A refusal arrives as a JSON envelope inside the blob: read it so the user sees the server's reason.
    const response = await http.post<Blob>(`${order(id)}/download`, body, { responseType: 'blob', validateStatus: () => true });
    if (response.status >= 400) throw await blobError(response.data, response.status);
    return { blob: response.data, filename: filenameOf(response.headers['content-disposition'] as string | undefined) };
  },
  proof: async (http: AxiosInstance, id: number, fileId: number) => (await http.get<Blob>(`${order(id)}/proofs/${fileId}`, { responseType: 'blob' })).data,
};

/** The file name of a Content-Disposition header (RFC 5987 filename* first). */
export function filenameOf(header: string | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

async function blobError(blob: Blob, status: number): Promise<ApiError> {
  try {
    const body = JSON.parse(await blob.text()) as { code?: number; message?: string };
    return new ApiError({ message: body.message ?? String(status), statusCode: status, code: body.code ?? null });
  } catch {
    return new ApiError({ message: String(status), statusCode: status });
  }
}
