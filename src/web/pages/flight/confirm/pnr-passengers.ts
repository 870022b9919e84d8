// A PNR booking's passengers, carried from the PNR the operator priced into the confirm page's
// forms: each form of a type takes the next PNR passenger of that type, with the name and, where the
// PNR's SSR DOCS or FOID line gave one, the document, birth date, gender and nationality.
import type { PnrAnalysis } from '@/domain/flights/booking';
import type { Passenger } from '@/domain/schemas/passenger';
import { passengerValues } from './PassengerForm';

type PnrPassenger = PnrAnalysis['passengers'][number];

function valuesOf(p: PnrPassenger, withDocument: boolean): Record<string, unknown> {
  const doc = withDocument ? p.document : undefined;
  return passengerValues({
    surname: p.surname,
    given_names: p.givenNames,
    gender: doc?.gender ?? undefined,
    nationality: doc?.nationality ?? undefined,
    birthday: doc?.birthday ?? undefined,
    travel_document: doc ? { type: doc.type, number: doc.number, expiry: doc.expiry ?? undefined } : undefined,
  });
}

/**
 * Initial values of the confirm page's passenger forms, one per seat type. `withDocuments` false: the
 * fare's accepted documents changed after the price check, so only names are carried over.
 */
export function pnrPassengerValues(
  types: readonly Passenger['type'][],
  passengers: readonly PnrPassenger[],
  withDocuments: boolean,
): Array<Record<string, unknown>> {
  const queue = [...passengers];
  return types.map((type) => {
    const at = queue.findIndex((p) => p.type === type);
    if (at < 0) return { type };
    return { ...valuesOf(queue.splice(at, 1)[0]!, withDocuments), type };
  });
}
