// Calls of the flight booking screens that are not record reads or writes, so no Refine data hook
// fits them: the airport typeahead (cities with their airports), starting and polling a search,
// the price check, PNR analysis, and file uploads answered with extracted data (a passport photo,
// a passenger sheet). Orders are created through Refine (useCreate on flight-orders).
import type { AxiosInstance } from 'axios';
import type { AirportLookupResult } from '@/domain/schemas/airports';
import type { DocumentAnalysis, PnrAnalysis, VerificationAnswer } from '@/domain/schemas/booking';
import type { Passenger } from '@/domain/schemas/passenger';
import type { SearchRequest, SearchStarted, SolutionsAnswer, SolutionsQuery } from '@/domain/schemas/shopping';

const SHOP = '/shopping/v2/flight';

export const flightApi = {
  airports: async (http: AxiosInstance, q: string, limit = 12) => (await http.get<AirportLookupResult>('/base/v2/airports', { params: { q, limit } })).data,
  search: async (http: AxiosInstance, request: SearchRequest) => (await http.post<SearchStarted>(`${SHOP}/async-shopping`, request)).data,
  solutions: async (http: AxiosInstance, query: Partial<SolutionsQuery> & { id: string }) => (await http.post<SolutionsAnswer>(`${SHOP}/async-shopping/solutions`, query)).data,
  verify: async (http: AxiosInstance, offerId: string) => (await http.post<VerificationAnswer>(`${SHOP}/solutions/${encodeURIComponent(offerId)}/verification`)).data,
  analysePnr: async (http: AxiosInstance, pnr: string) => (await http.post<PnrAnalysis>(`${SHOP}/analysis-pnr`, { pnr })).data,
  accurateSearch: async (http: AxiosInstance, pnr: string) => (await http.post<SearchStarted>(`${SHOP}/accurate-search`, { pnr })).data,
  recognise: async (http: AxiosInstance, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (await http.post<DocumentAnalysis>('/base/v2/analysis/document', body)).data;
  },
  importPassengers: async (http: AxiosInstance, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (await http.post<{ passengers: Passenger[]; errors: Array<{ row: number; field: string; message: string }> }>(`${SHOP}/passengers/import`, body)).data;
  },
};
