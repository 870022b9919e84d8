// The outside world as the server meets it: supplier calls (flight and rail) by supplier, operation
// and outcome with their time; gateway payments by channel and outcome; webhook deliveries by outcome;
// and the live chat streams this process holds open.
import { Counter, Gauge, Histogram } from 'prom-client';
import { LATENCY_BUCKETS, metricsRegistry } from './registry';

export type CallOutcome = 'ok' | 'error' | 'timeout';

const supplierCalls = new Histogram({
  name: 'tessera_supplier_call_duration_seconds',
  help: 'Supplier calls (search, price check, book, ticket, ...) by supplier, operation and outcome (ok, error, timeout), with their time; the _count is the number of calls.',
  labelNames: ['supplier', 'operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const providerCalls = new Histogram({
  name: 'tessera_payment_provider_call_duration_seconds',
  help: 'Payment provider calls (checkout, notification check, ...) by provider, operation and outcome, with their time.',
  labelNames: ['provider', 'operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const payments = new Counter({
  name: 'tessera_payments_total',
  help: 'Payment events by channel and outcome: started (sent to the gateway), paid, failed (declined), duplicate, late-credited (money after the time-out, kept in the wallet), expired.',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

const webhookDeliveries = new Counter({
  name: 'tessera_webhook_deliveries_total',
  help: "Webhook delivery attempts to agencies' notification URLs by outcome: delivered, retrying (failed, will try again), failed (gave up).",
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const webhookDuration = new Histogram({
  name: 'tessera_webhook_delivery_duration_seconds',
  help: 'Time of each webhook delivery attempt, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const chatStreams = new Gauge({
  name: 'tessera_chat_streams_open',
  help: 'Live chat event streams this server holds open.',
  registers: [metricsRegistry],
});

export function countSupplierCall(supplier: string, operation: string, outcome: CallOutcome, seconds: number): void {
  supplierCalls.observe({ supplier, operation, outcome }, seconds);
}

export function countProviderCall(provider: string, operation: string, outcome: CallOutcome, seconds: number): void {
  providerCalls.observe({ provider, operation, outcome }, seconds);
}

export function countPayment(channel: string, outcome: string): void {
  payments.inc({ channel, outcome });
}

export function countWebhookDelivery(outcome: 'delivered' | 'retrying' | 'failed', seconds: number): void {
  webhookDeliveries.inc({ outcome });
  webhookDuration.observe({ outcome }, seconds);
}

export function chatStreamOpened(): () => void {
  chatStreams.inc();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    chatStreams.dec();
  };
}
