// The Duffel mock as a process of its own, for a walk with today's clock: the e2e run (a webServer of
// playwright.config.ts) and a demo of `npm start` beside the simulators. Its published dates are moved
// so the example offer can be priced and booked now, and only searches from the example's airport
// (Heathrow, LHR) get its offer. Point the server at it:
//   DUFFEL_MOCK_PORT=4020 node --import tsx tests/contract/duffel/serve.ts
//   DUFFEL_ACCESS_TOKEN=duffel_test_contract DUFFEL_BASE_URL=http://127.0.0.1:4020 npm start
import { DUFFEL_TEST_TOKEN, startDuffelMock } from './mock-server';

const mock = await startDuffelMock({ port: Number(process.env.DUFFEL_MOCK_PORT ?? 0), shiftFrom: new Date(), matchOrigin: true });
console.log(`Duffel mock on ${mock.url} (token ${DUFFEL_TEST_TOKEN}), published dates moved by ${mock.shiftDays} days`);

const stop = () => void mock.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
