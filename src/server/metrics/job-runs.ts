// Each job run by queue and outcome, with its time: told by the job queue's handler wrapper.
import { Counter, Histogram } from 'prom-client';
import { LATENCY_BUCKETS, metricsRegistry } from './registry';

const jobRuns = new Counter({
  name: 'tessera_job_runs_total',
  help: "Job runs by queue and outcome (completed, failed: a failed run is retried until its queue's limit, then dead-lettered).",
  labelNames: ['queue', 'outcome'] as const,
  registers: [metricsRegistry],
});

const jobDuration = new Histogram({
  name: 'tessera_job_run_duration_seconds',
  help: 'Time of each job run, by queue.',
  labelNames: ['queue'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export function countJobRun(queue: string, outcome: 'completed' | 'failed', seconds: number): void {
  jobRuns.inc({ queue, outcome });
  jobDuration.observe({ queue }, seconds);
}
