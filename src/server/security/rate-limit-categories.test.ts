// Every documented operation and the rate-limit category it is in, written out: a new operation
// fails here until someone decides whether it costs work. Operations that cost work (a supplier
// call, a search, a PDF, a parse of uploaded bytes, a password hash, a message others receive, an
// event stream held open) must have a category; NONE is for reads and writes that touch a few rows.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@/server/http/openapi/operations';
import { rateLimitCategory, type RateLimitCategory } from './rate-limits';

const NONE = null;

const EXPECTED: Record<string, RateLimitCategory | null> = {
  'GET /api/health/live': NONE,
  'GET /api/health/ready': NONE,
  'POST /api/base/v2/login': 'login',
  'POST /api/base/v2/login/code/send': 'codeSend',
  'POST /api/base/v2/login/code': 'login',
  'GET /api/base/v2/me': NONE,
  'PUT /api/base/v2/me': 'upload',
  'DELETE /api/base/v2/me': NONE,
  'PUT /api/base/v2/me/password': 'password',
  'PUT /api/base/v2/me/config/:key': NONE,
  'GET /api/base/v2/jobs/stuck': NONE,
  'GET /api/base/v2/config/getSiteConfig': NONE,
  'GET /api/base/v2/user-log': NONE,
  'GET /api/base/v2/security-log': NONE,
  'POST /api/base/v2/user-log/export': 'export',
  'GET /api/base/v2/users': NONE,
  'POST /api/base/v2/users': NONE,
  'POST /api/base/v2/users/export': 'export',
  'GET /api/base/v2/users/:id': NONE,
  'PUT /api/base/v2/users/:id': NONE,
  'DELETE /api/base/v2/users/:id': NONE,
  'POST /api/base/v2/users/:id/password': 'password',
  'GET /api/base/v2/agencies': NONE,
  'POST /api/base/v2/agencies': NONE,
  'POST /api/base/v2/agencies/export': 'export',
  'GET /api/base/v2/agencies/:id': NONE,
  'PUT /api/base/v2/agencies/:id': NONE,
  'DELETE /api/base/v2/agencies/:id': NONE,
  'GET /api/base/v2/agencies/:id/config': NONE,
  'PUT /api/base/v2/agencies/:id/config': NONE,
  'GET /api/base/v2/agencies/:id/branding': NONE,
  'PUT /api/base/v2/agencies/:id/branding': NONE,
  'PUT /api/base/v2/agencies/:id/logo': 'upload',
  'POST /api/base/v2/agencies/:id/superuser/password': 'password',
  'POST /api/base/v2/agencies/:id/apikey': NONE,
  'DELETE /api/base/v2/agencies/:id/notify-secret': NONE,
  'GET /api/base/v2/agencies/:id/look-to-book': NONE,
  'GET /api/base/v2/company': NONE,
  'PUT /api/base/v2/company': NONE,
  'PUT /api/base/v2/company/logo': 'upload',
  'POST /api/base/v2/company/notify-secret': NONE,
  'GET /api/order/v2/webhook-deliveries': NONE,
  'GET /api/order/v2/webhook-deliveries/:id': NONE,
  'POST /api/order/v2/webhook-deliveries/:id/resend': NONE,
  'GET /api/base/v2/logos/:id': NONE,
  'GET /api/base/v2/often-used-passengers': NONE,
  'POST /api/base/v2/often-used-passengers': NONE,
  'PUT /api/base/v2/often-used-passengers/:id': NONE,
  'DELETE /api/base/v2/often-used-passengers/:id': NONE,
  'GET /api/base/v2/member-cards': NONE,
  'POST /api/base/v2/member-cards': NONE,
  'PUT /api/base/v2/member-cards/:id': NONE,
  'DELETE /api/base/v2/member-cards/:id': NONE,
  'GET /api/base/v2/airports': NONE,
  'GET /api/base/v2/airports/:code': NONE,
  'GET /api/base/v2/airlines': NONE,
  'POST /api/base/v2/agencies/:id/balance': NONE,
  'PUT /api/base/v2/agencies/:id/credit': NONE,
  'GET /api/base/v2/sub/balance/:id': NONE,
  'GET /api/base/v2/transactions': NONE,
  'GET /api/base/v2/transactions/:id': NONE,
  'POST /api/base/v2/transactions/export': 'export',
  'POST /api/base/v2/transactions/:id/reversal': NONE,
  'GET /api/base/v2/sub/statements': NONE,
  'POST /api/base/v2/sub/statements': NONE,
  'GET /api/base/v2/sub/statements/spend': NONE,
  'GET /api/base/v2/sub/statements/:agencyId/:statementId': NONE,
  'POST /api/base/v2/sub/statements/:agencyId/:statementId/export': 'export',
  // The staff system page: a read of counters and a re-run of one dead letter, staff only.
  'GET /api/base/v2/system': NONE,
  'POST /api/base/v2/system/dead-letters/:id/rerun': NONE,
  'GET /api/base/v2/exchangeRates': NONE,
  'POST /api/base/v2/exchangeRates': NONE,
  'GET /api/order/v2/flight/config/payment': NONE,
  'GET /api/payment/v2/payments/:id': NONE,
  'POST /api/payment/v2/payments/:id/pay': NONE,
  'POST /api/payment/v2/top-ups': NONE,
  'POST /api/payment/v2/gateway/notify': NONE,
  'POST /api/order/v2/flight/supplier-webhooks/duffel': NONE,
  'POST /api/shopping/v2/flight/async-shopping': 'search',
  'POST /api/shopping/v2/flight/async-shopping/solutions': 'search',
  'GET /api/shopping/v2/flight/async-shopping/:id/events': 'streamOpen',
  'POST /api/shopping/v2/flight/solutions/:id/verification': 'search',
  'POST /api/shopping/v2/flight/analysis-pnr': 'search',
  'POST /api/shopping/v2/flight/accurate-search': 'search',
  'POST /api/order/v2/flight/orders': NONE,
  'GET /api/order/v2/flight/orders': NONE,
  'POST /api/base/v2/analysis/document': 'upload',
  'POST /api/shopping/v2/flight/passengers/import': 'upload',
  'GET /api/order/v2/flight/orders/status': NONE,
  'GET /api/order/v2/flight/orders/:id': NONE,
  'DELETE /api/order/v2/flight/orders/:id': NONE,
  'POST /api/order/v2/flight/orders/:id/payment': NONE,
  'POST /api/order/v2/flight/orders/:id/cancel': 'application',
  'POST /api/order/v2/flight/orders/:id/confirmation': NONE,
  'PUT /api/order/v2/flight/orders/:id/lock': NONE,
  'POST /api/order/v2/flight/orders/:id/change/search': 'search',
  'POST /api/order/v2/flight/orders/:id/change': 'application',
  'POST /api/order/v2/flight/orders/:id/void': 'application',
  'POST /api/order/v2/flight/orders/:id/refund': 'application',
  'POST /api/order/v2/flight/orders/:id/download': 'export',
  'GET /api/order/v2/flight/orders/:id/proofs/:fileId': NONE,
  'GET /api/order/v2/flight/reviews': NONE,
  'POST /api/order/v2/flight/reviews/:id/approve': NONE,
  'POST /api/order/v2/flight/reviews/:id/reject': NONE,
  'POST /api/order/v2/flight/reviews/:id/tickets': NONE,
  'GET /api/order/v2/flight/disruptions': NONE,
  'GET /api/order/v2/flight/disruptions/:id': NONE,
  'POST /api/order/v2/flight/disruptions/:id/decision': NONE,
  'POST /api/order/v2/flight/disruptions/simulate': NONE,
  'POST /api/order/v2/flight/group-orders': 'application',
  'GET /api/order/v2/flight/group-orders': NONE,
  'GET /api/order/v2/flight/group-orders/status': NONE,
  'GET /api/order/v2/flight/group-orders/:id': NONE,
  'POST /api/order/v2/flight/group-orders/:id/confirmation': NONE,
  'POST /api/order/v2/flight/group-orders/:id/seat-application': NONE,
  'POST /api/order/v2/flight/group-orders/:id/instalments/:seq/payment': NONE,
  'POST /api/order/v2/flight/group-orders/:id/cancellation': NONE,
  'GET /api/order/v2/flight/group-orders/:id/passengers/template': NONE,
  'POST /api/order/v2/flight/group-orders/:id/passengers/confirmation': NONE,
  'GET /api/order/v2/flight/group-orders/:id/documents/:kind': 'export',
  'POST /api/order/v2/flight/group-orders/:id/passengers/import': 'upload',
  'GET /api/order/v2/flight/group-desk/orders': NONE,
  'GET /api/order/v2/flight/group-desk/orders/status': NONE,
  'GET /api/order/v2/flight/group-desk/orders/:id': NONE,
  'POST /api/order/v2/flight/group-desk/orders/:id/quote': NONE,
  'POST /api/order/v2/flight/group-desk/orders/:id/seats': NONE,
  'POST /api/order/v2/flight/group-desk/orders/:id/seats/rejection': NONE,
  'POST /api/order/v2/flight/group-desk/orders/:id/review': NONE,
  'POST /api/order/v2/flight/group-desk/orders/:id/issue': NONE,
  'POST /api/order/v2/flight/group-desk/orders/:id/cancellation': NONE,
  'GET /api/shopping/v2/train/stations': NONE,
  'POST /api/shopping/v2/train/search': 'search',
  'GET /api/shopping/v2/train/search/:id': NONE,
  'GET /api/shopping/v2/train/trains/:trainNo/stops': NONE,
  'POST /api/order/v2/train/orders': NONE,
  'GET /api/order/v2/train/orders': NONE,
  'POST /api/order/v2/train/orders/export': 'export',
  'GET /api/order/v2/train/orders/status': NONE,
  'GET /api/order/v2/train/orders/:id': NONE,
  'POST /api/order/v2/train/orders/:id/payment': NONE,
  'POST /api/order/v2/train/orders/:id/cancel': 'application',
  'POST /api/order/v2/train/orders/:id/refund': 'application',
  'POST /api/order/v2/train/orders/:id/change': 'application',
  'GET /api/order/v2/train/orders/:id/documents/:kind': 'export',
  'POST /api/order/v2/train/desk/orders/:id/issue': NONE,
  'POST /api/order/v2/train/desk/orders/:id/fail': NONE,
  'POST /api/base/v2/applications': 'partnership',
  'GET /api/base/v2/applications': NONE,
  'POST /api/base/v2/applications/export': 'export',
  'GET /api/base/v2/applications/:id': NONE,
  'PATCH /api/base/v2/applications/:id': NONE,
  'GET /api/base/v2/chat/mine': NONE,
  'POST /api/base/v2/chat/mine/messages': 'chatMessage',
  'GET /api/base/v2/chat/mine/stream': 'streamOpen',
  'POST /api/base/v2/chat/visitor': 'chatStart',
  'GET /api/base/v2/chat/visitor/:id': NONE,
  'POST /api/base/v2/chat/visitor/:id/messages': 'chatMessage',
  'GET /api/base/v2/chat/visitor/:id/stream': 'streamOpen',
  'GET /api/base/v2/chat/conversations': NONE,
  'GET /api/base/v2/chat/conversations/:id': NONE,
  'POST /api/base/v2/chat/conversations/:id/messages': 'chatMessage',
  'PATCH /api/base/v2/chat/conversations/:id': NONE,
  'GET /api/base/v2/chat/stream': 'streamOpen',
  'POST /api/base/v2/single-login': 'login',
  'GET /api/base/v2/me/embed': NONE,
  'GET /api/base/v2/partners': NONE,
  'GET /api/base/v2/partners/:id': NONE,
  'POST /api/base/v2/partners': NONE,
  'PATCH /api/base/v2/partners/:id': NONE,
  'POST /api/base/v2/partners/:id/rotate': NONE,
  'POST /api/base/v2/partners/:id/test-link': NONE,
  'GET /api/base/v2/sites': NONE,
  'GET /api/base/v2/sites/:id': NONE,
  'POST /api/base/v2/sites': NONE,
  'PATCH /api/base/v2/sites/:id': NONE,
  'PUT /api/base/v2/sites/:id/images/:kind': 'upload',
  'GET /api/base/v2/sites/:id/images/:kind': NONE,
};

/** Operations whose shape says they cost work, whatever the table says: they may never be NONE. */
const COSTLY_SHAPE = [
  /^(POST|PUT) .*\/(login|code|single-login|password|search|async-shopping|solutions|accurate-search|verification|analysis-pnr|analysis\/document|import|export|download|logo|images\/:kind|messages|refund|change|void|cancel)$/,
  /^GET .*\/(stream|events|documents\/:kind)$/,
];

describe('rate-limit categories of the documented operations', () => {
  it('the table names every documented operation, and only those', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('each operation is in the category the table gives it', () => {
    const actual = Object.fromEntries(
      Object.keys(OPERATIONS).map((key) => {
        const [method, url] = key.split(' ') as [string, string];
        return [key, rateLimitCategory(method, url)];
      }),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('every operation that costs work by its shape has a category', () => {
    const costly = Object.keys(OPERATIONS).filter((key) => COSTLY_SHAPE.some((shape) => shape.test(key)));
    expect(costly.length).toBeGreaterThan(30);
    expect(costly.filter((key) => EXPECTED[key] === NONE)).toEqual([]);
  });

  it('the operations this product found unlimited are limited: train search and after-sales, chat messages, stream opens', () => {
    expect(EXPECTED['POST /api/shopping/v2/train/search']).toBe('search');
    for (const action of ['refund', 'change', 'cancel'])
      expect(EXPECTED[`POST /api/order/v2/train/orders/:id/${action}`]).toBe('application');
    for (const key of [
      'POST /api/base/v2/chat/mine/messages',
      'POST /api/base/v2/chat/conversations/:id/messages',
      'POST /api/base/v2/chat/visitor/:id/messages',
    ])
      expect(EXPECTED[key]).toBe('chatMessage');
    for (const key of [
      'GET /api/base/v2/chat/mine/stream',
      'GET /api/base/v2/chat/visitor/:id/stream',
      'GET /api/base/v2/chat/stream',
      'GET /api/shopping/v2/flight/async-shopping/:id/events',
    ])
      expect(EXPECTED[key]).toBe('streamOpen');
  });

  it('HEAD costs what GET does', () => {
    expect(rateLimitCategory('HEAD', '/api/base/v2/chat/stream')).toBe('streamOpen');
  });
});
