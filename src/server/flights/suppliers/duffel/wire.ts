// The Duffel types the adapter reads, from the official @duffel/api package's own declarations
// (loading '@duffel/api' brings its ambient '@duffel/api/types' module into the program).
import type {} from '@duffel/api';

export type {
  Offer,
  OfferSlice,
  OfferSliceSegment,
  Order,
  OrderCancellation,
  OrderChangeOffer,
  OrderChangeRequestResponse,
  OfferRequest,
  AirlineInitiatedChange,
  Payment,
  OrderChange,
} from '@duffel/api/types';
