// simple-rest over our axios instance: /api/<resource>?_start&_end&_sort&_order, totals from the
// x-total-count header, envelope already unwrapped by the interceptor.
import type { DataProvider } from '@refinedev/core';
import dataProvider from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';

export function createDataProvider(http: AxiosInstance): DataProvider {
  // The axios baseURL already carries /api, so resources are joined onto an empty prefix.
  return dataProvider('', http);
}
