// Which travel documents an imported passenger list may carry for one order: those the fare accepts
// (an international fare takes no ID card) and those the booking user's limits allow (a restricted
// user). ID cards and passports the order cannot use refuse the whole sheet, naming the rows, so the
// operator fixes the list instead of meeting the same refusal passenger by passenger at booking.
import type { DocumentType, Passenger } from '@/domain/schemas/passenger';
import { ApiError } from '../http/api-error';

const PASSPORTS: readonly DocumentType[] = ['passport', 'chinese-passport'];

export interface ImportDocumentRules {
  /** Documents the fare accepts (from the price check); empty = any. */
  fareDocuments: readonly DocumentType[];
  /** Documents the booking user may use (flight limits); empty = any. */
  userDocuments: readonly string[];
}

export function assertImportDocuments(passengers: readonly Passenger[], rows: readonly number[], rules: ImportDocumentRules): void {
  const usable = (type: DocumentType) =>
    (rules.fareDocuments.length === 0 || rules.fareDocuments.includes(type)) &&
    (rules.userDocuments.length === 0 || rules.userDocuments.includes(type));
  const refusedRows = (types: readonly DocumentType[]) =>
    passengers.flatMap((p, i) => (types.includes(p.travel_document.type) && !usable(p.travel_document.type) ? [rows[i]!] : []));
  const idCards = refusedRows(['idcard']);
  if (idCards.length) throw new ApiError('ID_CARD_IMPORT_NOT_ALLOWED', { rows: idCards.join(', ') });
  const passports = refusedRows(PASSPORTS);
  if (passports.length) throw new ApiError('PASSPORT_IMPORT_NOT_ALLOWED', { rows: passports.join(', ') });
}
