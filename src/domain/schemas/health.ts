import { z } from 'zod';

/** What the readiness probe looked at: each true when that part is well (draining: true after SIGTERM). */
export const readinessSchema = z.object({
  database: z.boolean(),
  migrations: z.boolean(),
  jobs: z.boolean(),
  draining: z.boolean(),
});

export const livenessSchema = z.object({ pid: z.number().int(), uptimeSeconds: z.number() });
