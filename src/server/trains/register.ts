// Sets up trains on the application: the rail supplier (the simulator unless another is given), the
// context, its jobs, and the payable owner of train payments (the generic pay call moves the order).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { railKnobsFromEnv, railKnobsWith } from '../flights/suppliers/simulator/rail-profile';
import type { TrainOptions, TrainsContext } from './context';
import { trainFollowUp } from './follow-ups';
import { defineTrainJobs } from './jobs';
import { SimulatedRailSupplier } from './supplier/simulated-rail';
import { observedAdapter } from '../metrics/observed-adapter';
import { lockTrainOrderOf, TRAIN_PAYABLES, trainOrderPaid } from './payment-owner';

declare module 'fastify' {
  interface FastifyInstance {
    trains: TrainsContext;
  }
}

export function setUpTrains(app: FastifyInstance, db: Db, options: TrainOptions = {}): TrainsContext {
  const now = options.now ?? (() => new Date());
  const knobs = options.knobs ? railKnobsWith(options.knobs) : railKnobsFromEnv();
  const supplier = options.supplier ? options.supplier(db, now) : new SimulatedRailSupplier(db, knobs, now);
  const ctx: TrainsContext = {
    db,
    jobs: app.jobs,
    outbound: app.outbound,
    now,
    running: new Set(),
    followUp: trainFollowUp,
    // Observed (metrics, spans, its state for staff) whichever supplier it is.
    supplier: observedAdapter('supplier', supplier.code, supplier),
  };
  defineTrainJobs(ctx);
  app.paymentOwners.register(TRAIN_PAYABLES, trainOrderPaid(ctx), lockTrainOrderOf);
  app.decorate('trains', ctx);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...ctx.running]);
  });
  return ctx;
}
