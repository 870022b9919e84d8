import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { createDataProvider, SINGLETON_ID } from './data-provider';

function recordingHttp() {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return { data: { id: 1 }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { http: axios.create({ adapter }), calls };
}

describe('data provider', () => {
  it('reads with GET even when the form names PUT for its save', async () => {
    const { http, calls } = recordingHttp();
    const provider = createDataProvider(http);
    await provider.getOne({ resource: 'base/v2/agencies', id: '3/config', meta: { method: 'put' } });
    await provider.update({ resource: 'base/v2/agencies', id: '3/config', variables: { a: 1 }, meta: { method: 'put' } });
    expect(calls).toEqual(['GET /base/v2/agencies/3/config', 'PUT /base/v2/agencies/3/config']);
  });

  it('reads and replaces a singleton at its own path', async () => {
    const { http, calls } = recordingHttp();
    const provider = createDataProvider(http);
    await provider.getOne({ resource: 'base/v2/company', id: SINGLETON_ID, meta: { singleton: true } });
    await provider.update({ resource: 'base/v2/company', id: SINGLETON_ID, variables: {}, meta: { singleton: true } });
    expect(calls).toEqual(['GET /base/v2/company', 'PUT /base/v2/company']);
  });
});
