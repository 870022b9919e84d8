// The simulators' own wire format, shaped like a GDS/NDC answer (decimal strings, ISO durations,
// passenger type codes, baggage codes). map-offer.ts turns it into our offer model.
export interface RawLeg {
  mkt: string;
  num: string;
  op: string | null;
  from: string;
  to: string;
  /** Local yyyy-mm-ddTHH:mm. */
  dep: string;
  arr: string;
  /** ISO 8601 duration, e.g. PT2H35M. */
  dur: string;
  equip: string;
  rbd: string;
}

export interface RawPaxFare {
  ptc: 'ADT' | 'CHD' | 'INF';
  qty: number;
  /** Decimal amounts in the offer currency, e.g. "1234.00". */
  base: string;
  /** All taxes together. */
  tax: string;
  /** The same taxes by code, adding up to `tax`: CN airport construction fee, YQ fuel surcharge, XT the rest. */
  taxes?: Array<{ code: string; amount: string }>;
}

export interface RawPenalty {
  type: 'REFUND' | 'CHANGE' | 'NOSHOW' | 'VOID';
  allowed: boolean;
  applies: 'BEFORE_DEPARTURE' | 'AFTER_DEPARTURE';
  hours: number;
  amount: string;
}

export interface RawOffer {
  offerId: string;
  plating: string;
  /** Y economy, W premium economy, C business, J premium business, F first, P premium first. */
  cabinCode: 'Y' | 'W' | 'C' | 'J' | 'F' | 'P';
  /** One list of legs per journey; journeyMinutes is door to door. */
  journeys: Array<{ legs: RawLeg[]; journeyMinutes: number }>;
  currency: string;
  paxFares: RawPaxFare[];
  /** Fare basis code; some content (net fares) comes without one. */
  fbc: string | null;
  /** Checked baggage: "0PC", "1PC", "2PC" (23 kg each) or a weight such as "20K". */
  bag: string;
  /** Cabin baggage in the same codes (e.g. "7K": one piece of 7 kg). */
  cabinBag: string;
  penalties: RawPenalty[];
  remarks: string | null;
  seats: number;
  tktl: string;
  exp: string;
  docs: string[];
}
