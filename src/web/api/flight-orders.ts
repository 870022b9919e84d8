// Calls of the flight order screens (SPEC 7 order paths, docs/orders-api.md). Lists go through Refine's
// data provider with these resource names; actions answer the order as it is now (for change, refund
// and void: the new after-sale order). Paying from the wallet carries an Idempotency-Key so a double
// click pays once; paying through a gateway answers its hosted page (asking again resumes the same one).
import type { AxiosInstance } from 'axios';
import { ApiError } from '../providers/api-error';
import type { z } from 'zod';
import type { FlightOrderStatus, FlightOrderType } from '@/domain/orders/flight-order-status';
import type {
  ChangeOption, DisruptionRow, OrderDetail, approveBodySchema, changeBodySchema, changeSearchBodySchema, disruptionDecisionSchema,
  downloadBodySchema, manualTicketsBodySchema,
} from '@/domain/schemas/flight-orders';
import type { PaymentChannel, PaymentConfig } from '@/domain/schemas/wallet';

export const ORDERS = 'order/v2/flight/orders';
export const REVIEWS = 'order/v2/flight/reviews';
export const DISRUPTIONS = 'order/v2/flight/disruptions';

export type ApproveBody = z.input<typeof approveBodySchema>;
export type ChangeBody = z.input<typeof changeBodySchema>;
export type ChangeSearchBody = z.input<typeof changeSearchBodySchema>;
export type DownloadBody = z.input<typeof downloadBodySchema>;
export type ManualTicketsBody = z.input<typeof manualTicketsBodySchema>;
export type DisruptionDecision = z.input<typeof disruptionDecisionSchema>;

export type GatewayChannel = Exclude<PaymentChannel, 'balance'>;
/** The order as it is after a gateway payment started, with the gateway's page to send the payer to. */
export type GatewayPayAnswer = OrderDetail & { paymentUrl: string | null };

export interface RefundRequest {
  reason: number;
  subOption?: string;
  remark?: string;
  passengerSeqs?: number[];
  files: File[];
}

export interface StatusCount {
  status: FlightOrderStatus;
  cnt: number;
}

const order = (id: number) => `/${ORDERS}/${id}`;

export const ordersApi = {
  detail: async (http: AxiosInstance, id: number) => (await http.get<OrderDetail>(order(id))).data,
  statusCounts: async (http: AxiosInstance, query: { status?: readonly FlightOrderStatus[]; type?: FlightOrderType; directOnly?: boolean } = {}) =>
    (await http.get<StatusCount[]>(`/${ORDERS}/status`, {
      params: { status: query.status?.join(',') || undefined, type: query.type, directOnly: query.directOnly ? 'true' : undefined },
    })).data,
  pay: async (http: AxiosInstance, id: number, idempotencyKey: string) =>
    (await http.post<OrderDetail>(`${order(id)}/payment`, { channel: 'balance' }, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
  /** `returnUrl`: the same-site path the gateway sends the payer back to (with ?payment=&result=). */
  payThrough: async (http: AxiosInstance, id: number, channel: GatewayChannel, returnUrl: string) =>
    (await http.post<GatewayPayAnswer>(`${order(id)}/payment`, { channel, returnUrl })).data,
  paymentConfig: async (http: AxiosInstance) => (await http.get<PaymentConfig>(`/order/v2/flight/config/payment`)).data,
  cancel: async (http: AxiosInstance, id: number, remark?: string) => (await http.post<OrderDetail>(`${order(id)}/cancel`, remark ? { remark } : {})).data,
  confirm: async (http: AxiosInstance, id: number) => (await http.post<OrderDetail>(`${order(id)}/confirmation`)).data,
  remove: async (http: AxiosInstance, id: number) => (await http.delete<{ id: number }>(order(id))).data,
  voidOrder: async (http: AxiosInstance, id: number, remark?: string) => (await http.post<OrderDetail>(`${order(id)}/void`, remark ? { remark } : {})).data,
  lock: async (http: AxiosInstance, id: number, lockType: 0 | 1) => (await http.put<OrderDetail>(`${order(id)}/lock`, { lockType })).data,
  changeSearch: async (http: AxiosInstance, id: number, body: ChangeSearchBody, signal?: AbortSignal) =>
    (await http.post<ChangeOption[]>(`${order(id)}/change/search`, body, { signal })).data,
  change: async (http: AxiosInstance, id: number, body: ChangeBody) => (await http.post<OrderDetail>(`${order(id)}/change`, body)).data,
  refund: async (http: AxiosInstance, id: number, request: RefundRequest) => {
    const form = new FormData();
    form.append('reason', String(request.reason));
    if (request.subOption) form.append('subOption', request.subOption);
    if (request.remark) form.append('remark', request.remark);
    if (request.passengerSeqs?.length) form.append('passengerSeqs', request.passengerSeqs.join(','));
    for (const file of request.files) form.append('files', file, file.name);
    return (await http.post<OrderDetail>(`${order(id)}/refund`, form)).data;
  },
  /** A document as a blob (the bearer token rides on the request, so no plain link can fetch it). */
  download: async (http: AxiosInstance, id: number, body: DownloadBody) => {
    // A refusal arrives as a JSON envelope inside the blob: read it so the user sees the server's reason.
    const response = await http.post<Blob>(`${order(id)}/download`, body, { responseType: 'blob', validateStatus: () => true });
    if (response.status >= 400) throw await blobError(response.data, response.status);
    return { blob: response.data, filename: filenameOf(response.headers['content-disposition'] as string | undefined) };
  },
  proof: async (http: AxiosInstance, id: number, fileId: number) => (await http.get<Blob>(`${order(id)}/proofs/${fileId}`, { responseType: 'blob' })).data,
};

export const reviewsApi = {
  approve: async (http: AxiosInstance, id: number, body: ApproveBody) => (await http.post<OrderDetail>(`/${REVIEWS}/${id}/approve`, body)).data,
  reject: async (http: AxiosInstance, id: number, remark: string) => (await http.post<OrderDetail>(`/${REVIEWS}/${id}/reject`, { remark })).data,
  tickets: async (http: AxiosInstance, id: number, body: ManualTicketsBody) => (await http.post<OrderDetail>(`/${REVIEWS}/${id}/tickets`, body)).data,
};

export const disruptionsApi = {
  decide: async (http: AxiosInstance, id: number, body: DisruptionDecision) => (await http.post<DisruptionRow>(`/${DISRUPTIONS}/${id}/decision`, body)).data,
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
