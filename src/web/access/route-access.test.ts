// @vitest-environment jsdom
import modelText from '../../../access/model.conf?raw';
import policyText from '../../../access/policy.csv?raw';
import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { createAccessChecker } from '@/domain/access/enforcer';
import { findResource, matchRoute, ROUTES } from '@resources';
import { startFirstRead } from '../routing/first-read';
import { createSessionStore, type Session } from '../session/session-store';
import { FAKE_IDENTITIES, type FakeRole } from '../testing/fake-identities';
import { routeObject, serviceOff } from './route-access';
import { subjectOf } from './subject-of';

function sessionOf(role: FakeRole): Session {
  const store = createSessionStore(null);
  store.start(FAKE_IDENTITIES[role]);
  return store.getState().session!;
}

describe('pages of a service the company has off', () => {
  const trainRoutes = ROUTES.filter((r) => findResource(r.resource)?.service === 'train');

  it('are refused from the session, as the access rules refuse them', async () => {
    expect(trainRoutes.map((r) => r.name)).toEqual(expect.arrayContaining(['train-booking', 'train-orders', 'train-orders-id']));
    const checker = await createAccessChecker(modelText, policyText);
    const off = subjectOf(sessionOf('subAgency'));
    expect(off.train).toBe(false);
    for (const route of trainRoutes) {
      expect({ route: route.name, off: serviceOff(off, route) }).toEqual({ route: route.name, off: true });
      expect({ route: route.name, can: await checker.can(off, routeObject(route.name), 'view') }).toEqual({
        route: route.name,
        can: false,
      });
    }
    const on = subjectOf(sessionOf('operator'));
    for (const route of trainRoutes) expect(serviceOff(on, route)).toBe(false);
  });

  it('send no list read when the page loads', async () => {
    const { http, sent } = recordingHttp();
    const where = { pathname: '/train/orders', search: '' };
    expect(matchRoute(where.pathname)?.name).toBe('train-orders');
    await startFirstRead(where, sessionOf('subAgency'), http, loadChecker);
    expect(sent).toEqual([]);
    await startFirstRead(where, sessionOf('operator'), http, loadChecker);
    expect(sent.some((url) => url.includes('order/v2/train/orders'))).toBe(true);
  });
});

describe('the first read of a list page at page load', () => {
  it('leaves only when the role may open the page, so a refused role meets no 403 before it is sent home', async () => {
    const { http, sent } = recordingHttp();
    await startFirstRead({ pathname: '/user-log', search: '' }, sessionOf('operator'), http, loadChecker);
    await startFirstRead({ pathname: '/flight/orders', search: '' }, sessionOf('finance'), http, loadChecker);
    expect(sent).toEqual([]);
    await startFirstRead({ pathname: '/flight/orders', search: '' }, sessionOf('operator'), http, loadChecker);
    expect(sent.some((url) => url.includes('order/v2/flight/orders'))).toBe(true);
  });
});

const loadChecker = () => createAccessChecker(modelText, policyText);

function recordingHttp() {
  const sent: string[] = [];
  const adapter: AxiosAdapter = (config) => {
    sent.push(String(config.url));
    return Promise.resolve({ data: { code: 0, data: [] }, status: 200, statusText: 'OK', headers: {}, config });
  };
  return { http: axios.create({ adapter, baseURL: '/api' }), sent };
}
