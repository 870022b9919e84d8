import { z } from 'zod';
import { text } from '@/domain/schemas/text';

/**
 * Why a background job needs a person: `dead` failed its last try (waiting in its dead-letter queue),
 * `overdue` is still marked running past its expiry (its server died; supervision will retry it),
 * `retrying` failed at least once and waits for its next try, `late` has waited to start far past its
 * time (no server is working its queue).
 */
export const STUCK_REASONS = ['dead', 'overdue', 'retrying', 'late'] as const;
export type StuckReason = (typeof STUCK_REASONS)[number];

export const stuckJobSchema = z.object({
  id: text(),
  queue: text(),
  reason: z.enum(STUCK_REASONS),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  data: z.unknown(),
  error: text().nullable(),
  createdAt: text(),
  startedAt: text().nullable(),
});
export type StuckJob = z.infer<typeof stuckJobSchema>;

export const stuckJobsSchema = z.object({
  counts: z.record(z.enum(STUCK_REASONS), z.number().int()),
  jobs: z.array(stuckJobSchema),
});

export const stuckJobsQuerySchema = z.object({
  reason: z.enum(STUCK_REASONS).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
