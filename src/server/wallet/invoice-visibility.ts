// Two agency settings decide where invoice information of a bill shows. "Show invoices to the agency":
// off, the agency's own users see no invoice type on its movements and statements (its managers and
// platform staff always do). "Invoice type in the Excel bill": on, the downloaded Excel bill carries the
// invoice-type column, for whoever may see invoices.
import type { WalletTransaction } from '@/domain/schemas/wallet';
import { settingsOf } from '../agencies/settings';
import type { Identity } from '../auth/identity';
import type { AgencyRow } from '@/server/db/rows';

export function seesInvoices(identity: Identity, agency: AgencyRow): boolean {
  return identity.agency.id !== agency.id || settingsOf(agency).general.showInvoice;
}

export function invoiceTypeInExcel(identity: Identity, agency: AgencyRow): boolean {
  return seesInvoices(identity, agency) && settingsOf(agency).general.showInvoiceTypeInExcelBill;
}

/** Movements as this caller may read them. */
export function invoicesShown<T extends Pick<WalletTransaction, 'invoiceType'>>(identity: Identity, agency: AgencyRow, rows: T[]): T[] {
  return seesInvoices(identity, agency) ? rows : rows.map((row) => ({ ...row, invoiceType: null }));
}
