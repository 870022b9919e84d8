// Calls of the group ticket screens (agency side and the platform group desk).
import type { AxiosInstance } from 'axios';
import type { GroupImportAnswer, GroupOrder, GroupOrderRow, GroupQuoteInput, GroupRequestInput } from '@/domain/groups/schemas';

const AG = '/order/v2/flight/group-orders';
const DESK = '/order/v2/flight/group-desk/orders';
const key = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export type GroupSide = 'agency' | 'desk';
const base = (side: GroupSide) => (side === 'desk' ? DESK : AG);

export const groupApi = {
  request: async (http: AxiosInstance, body: GroupRequestInput, idempotencyKey: string) => (await http.post<GroupOrder>(AG, body, key(idempotencyKey))).data,
  list: async (http: AxiosInstance, side: GroupSide, params: { status?: string; _start: number; _end: number }) => {
    const response = await http.get<GroupOrderRow[]>(base(side), { params: { ...params, status: params.status === 'all' ? undefined : params.status } });
    return { rows: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
  },
  counts: async (http: AxiosInstance, side: GroupSide) => (await http.get<Array<{ status: string; cnt: number }>>(`${base(side)}/status`)).data,
  get: async (http: AxiosInstance, side: GroupSide, id: number) => (await http.get<GroupOrder>(`${base(side)}/${id}`)).data,
  confirmQuote: async (http: AxiosInstance, id: number) => (await http.post<GroupOrder>(`${AG}/${id}/confirmation`)).data,
  applySeats: async (http: AxiosInstance, id: number) => (await http.post<GroupOrder>(`${AG}/${id}/seat-application`)).data,
  pay: async (http: AxiosInstance, id: number, seq: number, idempotencyKey: string) =>
    (await http.post<GroupOrder>(`${AG}/${id}/instalments/${seq}/payment`, undefined, key(idempotencyKey))).data,
  cancel: async (http: AxiosInstance, side: GroupSide, id: number, remark?: string) =>
    (await http.post<GroupOrder>(`${base(side)}/${id}/cancellation`, { acceptForfeit: true, ...(remark ? { remark } : {}) })).data,
  template: async (http: AxiosInstance, id: number) => (await http.get<Blob>(`${AG}/${id}/passengers/template`, { responseType: 'blob' })).data,
  importPassengers: async (http: AxiosInstance, id: number, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (await http.post<GroupImportAnswer>(`${AG}/${id}/passengers/import`, body)).data;
  },
  confirmPassengers: async (http: AxiosInstance, id: number) => (await http.post<GroupOrder>(`${AG}/${id}/passengers/confirmation`)).data,
  document: async (http: AxiosInstance, id: number, kind: 'itinerary' | 'e-ticket', format: 'pdf' | 'xlsx') =>
    (await http.get<Blob>(`${AG}/${id}/documents/${kind}`, { params: { format }, responseType: 'blob' })).data,
  // desk
  quote: async (http: AxiosInstance, id: number, body: GroupQuoteInput) => (await http.post<GroupOrder>(`${DESK}/${id}/quote`, body)).data,
  confirmSeats: async (http: AxiosInstance, id: number, pnr: string) => (await http.post<GroupOrder>(`${DESK}/${id}/seats`, { pnr })).data,
  rejectSeats: async (http: AxiosInstance, id: number, remark?: string) => (await http.post<GroupOrder>(`${DESK}/${id}/seats/rejection`, remark ? { remark } : {})).data,
  review: async (http: AxiosInstance, id: number, approve: boolean) => (await http.post<GroupOrder>(`${DESK}/${id}/review`, { approve })).data,
  issue: async (http: AxiosInstance, id: number, tickets: Array<{ passengerId: number; ticketNumber: string }>) => (await http.post<GroupOrder>(`${DESK}/${id}/issue`, { tickets })).data,
};
