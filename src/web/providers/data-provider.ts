// simple-rest over our axios instance: /api/<resource>?_start&_end&_sort&_order, totals from the
// x-total-count header, envelope already unwrapped by the interceptor. A list whose count stopped at a
// cap (x-total-count-at-least: true) answers `totalAtLeast: true` beside its total.
import type {
  BaseRecord,
  DataProvider,
  GetListParams,
  GetListResponse,
  GetOneParams,
  GetOneResponse,
  UpdateParams,
  UpdateResponse,
} from '@refinedev/core';
import dataProvider from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';

/**
 * A singleton resource (the company profile, the caller's own account) lives at its path itself, with
 * no id segment: forms pass this id together with `meta: { singleton: true }` so Refine treats them as
 * an edit of one known record, and the provider drops the id from the URL.
 */
export const SINGLETON_ID = 'self';

/** What a list answer adds to simple-rest's: its total is a floor (the server stopped counting there). */
export interface ListTotalFloor {
  totalAtLeast?: true;
}

export function createDataProvider(http: AxiosInstance): DataProvider {
  // A list whose count stopped at its cap says so in x-total-count-at-least. simple-rest reads only
  // x-total-count and hands its hooks nothing else of the answer, and the data provider is the one place
  // that sees the answer's headers, so the list's GET is watched here: the answers that said "at least"
  // are remembered by their rows (the same array simple-rest hands back, which no other request shares).
  const floors = new WeakSet<object>();
  const listHttp = Object.create(http) as AxiosInstance;
  listHttp.get = (async (url: string, config?: Parameters<AxiosInstance['get']>[1]) => {
    const response = await http.get(url, config);
    if (response.headers?.['x-total-count-at-least'] === 'true' && typeof response.data === 'object' && response.data !== null)
      floors.add(response.data as object);
    return response;
  }) as AxiosInstance['get'];
  // The axios baseURL already carries /api, so resources are joined onto an empty prefix.
  const rest = dataProvider('', listHttp);
  return {
    ...rest,
    getList: async <T extends BaseRecord>(params: GetListParams): Promise<GetListResponse<T>> => {
      const list = await rest.getList<T>(params);
      return floors.has(list.data) ? { ...list, totalAtLeast: true } : list;
    },
    getOne: async <T extends BaseRecord>(params: GetOneParams): Promise<GetOneResponse<T>> => {
      // A read is a GET whatever method a form's meta names for its save (simple-rest would use it
      // for both, and a settings drawer would PUT an empty body when it opens).
      if (!params.meta?.singleton) return rest.getOne<T>({ ...params, meta: { ...params.meta, method: undefined } });
      return { data: (await http.get<T>(`/${params.resource}`)).data };
    },
    update: async <T extends BaseRecord, V>(params: UpdateParams<V>): Promise<UpdateResponse<T>> => {
      if (!params.meta?.singleton) return rest.update<T, V>(params);
      // Singletons are replaced with PUT, as the API declares them.
      return { data: (await http.put<T>(`/${params.resource}`, params.variables)).data };
    },
  };
}
