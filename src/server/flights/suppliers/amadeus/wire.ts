// The fields of Amadeus Self-Service answers the adapter reads (Flight Offers Search v2, Flight
// Offers Price v1, Flight Create Orders v1, Flight Order Management v1: their published OpenAPI
// documents, vendored under tests/contract/amadeus/). Everything else an offer carries is kept
// untouched as the offer's supplier data and sent back as is when pricing and booking.
export interface AmadeusEndPoint {
  iataCode: string;
  terminal?: string;
  at: string;
}

export interface AmadeusStop {
  iataCode?: string;
  duration?: string;
  arrivalAt?: string;
  departureAt?: string;
}

export interface AmadeusSegment {
  id: string;
  departure: AmadeusEndPoint;
  arrival: AmadeusEndPoint;
  carrierCode: string;
  number: string;
  aircraft?: { code?: string };
  operating?: { carrierCode?: string };
  duration?: string;
  numberOfStops?: number;
  stops?: AmadeusStop[];
}

export interface AmadeusTax {
  amount: string;
  code: string;
}

export interface AmadeusPrice {
  currency: string;
  total: string;
  base: string;
  grandTotal?: string;
  taxes?: AmadeusTax[];
  fees?: Array<{ amount: string; type: string }>;
}

export interface AmadeusFareDetail {
  segmentId: string;
  cabin?: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
  fareBasis?: string;
  brandedFare?: string;
  class?: string;
  includedCheckedBags?: { quantity?: number; weight?: number; weightUnit?: string };
}

export interface AmadeusTravelerPricing {
  travelerId: string;
  fareOption: string;
  travelerType: string;
  associatedAdultId?: string;
  price: AmadeusPrice;
  fareDetailsBySegment: AmadeusFareDetail[];
}

export interface AmadeusFlightOffer {
  type: 'flight-offer';
  id: string;
  source?: string;
  lastTicketingDate?: string;
  lastTicketingDateTime?: string;
  numberOfBookableSeats?: number;
  itineraries: Array<{ duration?: string; segments: AmadeusSegment[] }>;
  price: AmadeusPrice;
  pricingOptions?: {
    fareType?: string[];
    includedCheckedBagsOnly?: boolean;
    refundableFare?: boolean;
    noRestrictionFare?: boolean;
    noPenaltyFare?: boolean;
  };
  validatingAirlineCodes?: string[];
  travelerPricings: AmadeusTravelerPricing[];
}

export interface AmadeusIssue {
  status?: number;
  code?: number;
  title?: string;
  detail?: string;
}

export interface AmadeusFlightOrder {
  type: 'flight-order';
  id: string;
  associatedRecords?: Array<{ reference: string; creationDate?: string; originSystemCode?: string; flightOfferId?: string }>;
  flightOffers: AmadeusFlightOffer[];
  travelers?: Array<{ id: string; name?: { firstName?: string; lastName?: string }; dateOfBirth?: string; gender?: string }>;
  ticketingAgreement?: { option?: string; delay?: string; dateTime?: string };
  tickets?: Array<{ documentNumber?: string; documentType?: string; travelerId?: string }>;
}
