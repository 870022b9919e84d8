import type { AxiosInstance, AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '@resources';
import { listStateOf, startListRead } from './early-list-read';
import { takeEarlyRead } from './early-reads';

const READ = { sorters: [{ field: 'createdAt', order: 'desc' as const }] };

describe('listStateOf', () => {
  it('an address without list state starts with the declared sort and page size', () => {
    expect(listStateOf('', READ)).toEqual({ currentPage: 1, pageSize: LIST_PAGE_SIZE, sorters: [{ field: 'createdAt', order: 'desc' }] });
    expect(listStateOf('?other=1', { ...READ, pageSize: 50 })?.pageSize).toBe(50);
  });

  it('takes page, size and sort from the address as Refine writes them', () => {
    const search = '?currentPage=3&pageSize=50&sorters[0][field]=totalAmount&sorters[0][order]=asc&sorters[1][field]=createdAt&sorters[1][order]=desc';
    expect(listStateOf(search, READ)).toEqual({
      currentPage: 3,
      pageSize: 50,
      sorters: [{ field: 'totalAmount', order: 'asc' }, { field: 'createdAt', order: 'desc' }],
    });
  });

  it('leaves to the page what it does not reproduce: filters, odd numbers, half a sort', () => {
    for (const search of [
      '?filters[0][field]=pnr&filters[0][operator]=eq&filters[0][value]=X',
      '?currentPage=0',
      '?pageSize=ten',
      '?currentPage=1.5',
      '?sorters[0][field]=createdAt',
      '?sorters[0][field]=createdAt&sorters[0][order]=sideways',
      '?sorter[0][field]=createdAt&sorter[0][order]=asc',
    ]) expect(listStateOf(search, READ), search).toBeNull();
  });
});

describe('startListRead', () => {
  it('sends the address the simple-rest provider builds for that state', async () => {
    const sent: string[] = [];
    const http = { get: (url: string) => (sent.push(url), Promise.resolve({ data: [], headers: { 'x-total-count': '0' } } as Partial<AxiosResponse> as AxiosResponse)) } as Partial<AxiosInstance> as AxiosInstance;
    startListRead(http, 'token-1', 'order/v2/flight/orders', READ, '?currentPage=2&pageSize=20');
    expect(sent).toEqual(['/order/v2/flight/orders?_end=40&_order=desc&_sort=createdAt&_start=20']);
    await expect(takeEarlyRead(sent[0]!, 'token-1')).resolves.toMatchObject({ data: [] });
    startListRead(http, 'token-1', 'order/v2/flight/orders', READ, '?filters[0][field]=pnr');
    expect(sent).toHaveLength(1);
  });
});
