import type { AxiosInstance, AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { EARLY_READ_MAX_AGE_MS, startEarlyRead, takeEarlyRead, withEarlyReads } from './early-reads';

/** An axios stand-in that answers every GET with its address and counts what was sent. */
function recordingHttp() {
  const sent: string[] = [];
  const http = {
    get: (url: string) => {
      sent.push(url);
      return Promise.resolve({ data: { url, n: sent.length } } as Partial<AxiosResponse> as AxiosResponse);
    },
  } as Partial<AxiosInstance> as AxiosInstance;
  return { http, sent };
}

describe('early reads', () => {
  it('the provider takes a read started for the same address and session, once', async () => {
    const { http, sent } = recordingHttp();
    startEarlyRead(http, '/orders?a=1', 'token-1');
    const provider = withEarlyReads(http, () => 'token-1');
    expect((await provider.get('/orders?a=1')).data).toEqual({ url: '/orders?a=1', n: 1 });
    expect(sent).toEqual(['/orders?a=1']);
    // Taken once: the next ask is a new read.
    expect((await provider.get('/orders?a=1')).data).toEqual({ url: '/orders?a=1', n: 2 });
  });

  it('another session, another address or a stale read is read anew', async () => {
    const { http, sent } = recordingHttp();
    startEarlyRead(http, '/orders', 'token-1');
    expect(takeEarlyRead('/orders', 'token-2')).toBeUndefined();
    startEarlyRead(http, '/orders', 'token-1', 1_000);
    expect(takeEarlyRead('/orders', 'token-1', 1_000 + EARLY_READ_MAX_AGE_MS + 1)).toBeUndefined();
    startEarlyRead(http, '/orders?page=2', 'token-1');
    await withEarlyReads(http, () => 'token-1').get('/orders');
    expect(sent).toEqual(['/orders', '/orders', '/orders?page=2', '/orders']);
  });

  it('a GET with options of its own never takes a started read', async () => {
    const { http, sent } = recordingHttp();
    startEarlyRead(http, '/orders', 'token-1');
    await withEarlyReads(http, () => 'token-1').get('/orders', { headers: { 'X-Extra': '1' } });
    expect(sent).toEqual(['/orders', '/orders']);
    expect(takeEarlyRead('/orders', 'token-1')).toBeDefined();
  });
});
