// Calls of the flight booking screens that no Refine data hook fits: the airport typeahead (cities
// with their airports; the select calls it per keystroke and wants a promise back), and file
// uploads answered with extracted data (a passport photo, a passenger sheet). The search, the price
// check and PNR pricing go through Refine's useCustom/useCustomMutation; orders through useCreate.
import type { AxiosInstance } from 'axios';
import type { AirportLookupResult } from '@/domain/schemas/airports';
import type { DocumentAnalysis } from '@/domain/flights/booking';
import type { Passenger } from '@/domain/schemas/passenger';

const SHOP = '/shopping/v2/flight';

export const flightApi = {
  airports: async (http: AxiosInstance, q: string, limit = 12) =>
    (await http.get<AirportLookupResult>('/base/v2/airports', { params: { q, limit } })).data,
  recognise: async (http: AxiosInstance, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (await http.post<DocumentAnalysis>('/base/v2/analysis/document', body)).data;
  },
  importPassengers: async (http: AxiosInstance, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (
      await http.post<{ passengers: Passenger[]; errors: Array<{ row: number; field: string; message: string }> }>(
        `${SHOP}/passengers/import`,
        body,
      )
    ).data;
  },
};
