// SIGTERM: readiness answers 503 at once, requests keep being served for the drain delay (so a
// balancer that probes readiness takes the server out of rotation first), then the server stops
// accepting, finishes what it holds and stops its job workers (app.close()).
import type { FastifyInstance } from 'fastify';

export async function drainAndClose(app: FastifyInstance, delaySeconds: number): Promise<void> {
  app.readiness.drain();
  if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
  await app.close();
}
