// The booking form's values made into the API's booking body, and the often-used passengers the
// railway accepts (their document must be one of the rail document types).
import type { OftenUsedPassenger } from '@/domain/schemas/member-cards';
import { RAIL_DOCUMENT_TYPES, type TrainBookingBody } from '@/domain/trains/schemas';
import type { Pick } from '../train-format';

export interface PassengerValues {
  /** Chosen from the often-used list: the server reads name and document from it. */
  oftenUsedPassengerId?: number;
  name?: string;
  type: 'adult' | 'child' | 'student';
  documentType?: (typeof RAIL_DOCUMENT_TYPES)[number];
  documentNumber?: string;
  /** With a passport: birth date (a date picker's day), nationality and gender. */
  birthday?: { format(pattern: string): string };
  nationality?: string;
  gender?: 'male' | 'female';
  seatPreference?: 'A' | 'B' | 'C' | 'D' | 'F';
}

export interface BookingValues {
  passengers: PassengerValues[];
  contact: { name: string; phone: string; email?: string };
  payment: 'balance' | 'hold';
  remark?: string;
}

export interface RailChoice {
  id: number;
  name: string;
  documentType: (typeof RAIL_DOCUMENT_TYPES)[number];
  /** Last four characters of the document. */
  documentTail: string;
}

export function railChoices(saved: readonly OftenUsedPassenger[]): RailChoice[] {
  return saved.flatMap((row) => {
    const p = row.passenger as { surname?: string; given_names?: string; travel_document?: { type?: string; number?: string } };
    const type = p.travel_document?.type;
    if (!type || !(RAIL_DOCUMENT_TYPES as readonly string[]).includes(type)) return [];
    return [
      {
        id: row.id,
        name: `${p.surname ?? ''} ${p.given_names ?? ''}`.trim(),
        documentType: type as RailChoice['documentType'],
        documentTail: String(p.travel_document?.number ?? '').slice(-4),
      },
    ];
  });
}

const blank = (s?: string) => (s?.trim() ? s.trim() : undefined);

export function bookingBody(searchId: string, picks: readonly Pick[], v: BookingValues): TrainBookingBody {
  return {
    searchId,
    journeys: picks.map((p) => ({ offerId: p.offerId, seatClass: p.seatClass })),
    passengers: v.passengers.map((p) =>
      p.oftenUsedPassengerId
        ? { oftenUsedPassengerId: p.oftenUsedPassengerId, type: p.type, ...(p.seatPreference ? { seatPreference: p.seatPreference } : {}) }
        : {
            name: p.name!.trim(),
            type: p.type,
            documentType: p.documentType!,
            documentNumber: p.documentNumber!.trim().toUpperCase(),
            ...(p.documentType === 'passport' && p.birthday ? { birthday: p.birthday.format('YYYY-MM-DD') } : {}),
            ...(p.documentType === 'passport' && p.nationality ? { nationality: p.nationality } : {}),
            ...(p.documentType === 'passport' && p.gender ? { gender: p.gender } : {}),
            ...(p.seatPreference ? { seatPreference: p.seatPreference } : {}),
          },
    ),
    contact: {
      name: v.contact.name.trim(),
      phone: v.contact.phone.trim(),
      ...(blank(v.contact.email) ? { email: blank(v.contact.email) } : {}),
    },
    payment: v.payment,
    ...(blank(v.remark) ? { remark: blank(v.remark) } : {}),
  };
}
