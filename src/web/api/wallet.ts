// Wallet calls (SPEC 7 balance, top-up, credit, statements, exchange rates). Lists go through
// Refine's data provider with these resource names; money-moving calls carry an Idempotency-Key so a
// retried or double-clicked submit never moves the money twice.
import type { AxiosInstance } from 'axios';
import type {
  CreditRequest, Spend, Statement, StatementDetail, TopUpRequest, WalletBalance, WalletTransaction,
} from '@/domain/schemas/wallet';

export const TRANSACTIONS = 'base/v2/transactions';
export const STATEMENTS = 'base/v2/sub/statements';

export interface StatementExportLabels {
  title: string;
  agency: string;
  period: string;
  currency: string;
  openingBalance: string;
  totalCredits: string;
  totalDebits: string;
  closingBalance: string;
  amountDue: string;
  creditLimit: string;
  generatedAt: string;
  invoiceType: string;
}

const key = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export const walletApi = {
  balance: async (http: AxiosInstance, agencyId: number) => (await http.get<WalletBalance>(`/base/v2/sub/balance/${agencyId}`)).data,
  topUp: async (http: AxiosInstance, agencyId: number, body: TopUpRequest, idempotencyKey: string) =>
    (await http.post<{ transaction: WalletTransaction; wallet: WalletBalance }>(`/base/v2/agencies/${agencyId}/balance`, body, key(idempotencyKey))).data,
  credit: async (http: AxiosInstance, agencyId: number, body: CreditRequest, idempotencyKey: string) =>
    (await http.put<WalletBalance>(`/base/v2/agencies/${agencyId}/credit`, body, key(idempotencyKey))).data,
  transaction: async (http: AxiosInstance, id: number) => (await http.get<WalletTransaction>(`/${TRANSACTIONS}/${id}`)).data,
  recent: async (http: AxiosInstance, agencyId: number, count: number) =>
    (await http.get<WalletTransaction[]>(`/${TRANSACTIONS}`, { params: { agencyId, _start: 0, _end: count } })).data,
  generateStatement: async (http: AxiosInstance, agencyId?: number) => (await http.post<Statement>(`/${STATEMENTS}`, agencyId ? { agencyId } : {})).data,
  statement: async (http: AxiosInstance, agencyId: number, statementId: number, page: { start: number; end: number }) =>
    (await http.get<StatementDetail>(`/${STATEMENTS}/${agencyId}/${statementId}`, { params: { _start: page.start, _end: page.end } })).data,
  spend: async (http: AxiosInstance, agencyId: number, periods: number) => (await http.get<Spend>(`/${STATEMENTS}/spend`, { params: { agencyId, periods } })).data,
  statementExcel: async (
    http: AxiosInstance,
    agencyId: number,
    statementId: number,
    body: { columns: Array<{ key: string; title: string }>; labels: StatementExportLabels; filename: string },
  ) => (await http.post<Blob>(`/${STATEMENTS}/${agencyId}/${statementId}/export`, body, { responseType: 'blob' })).data,
};

/** Saves a downloaded file under a name (the browser's download). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
