// Puts an example on every JSON request body, every JSON success answer and every webhook payload
// that has none written by hand (request-examples.ts), built from the schema it illustrates.
import { sampleOf, type SchemaLookup } from './sample-value';

type Schema = Record<string, unknown>;
type Media = { schema?: unknown; example?: unknown; examples?: unknown };
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
export interface DocumentWithExamples {
  paths?: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const JSON_MEDIA = 'application/json';
const hasExample = (media: Media) => media.example !== undefined || media.examples !== undefined;

function lookupIn(document: DocumentWithExamples): SchemaLookup {
  const schemas = document.components?.schemas ?? {};
  return (ref) => schemas[ref.replace('#/components/schemas/', '')] as Schema | undefined;
}

/** An event's example says the event it illustrates: `order.issued` moves the order to issued. */
function asEvent(event: string, value: unknown): unknown {
  const body = value as { event?: string; data?: { from?: unknown; to?: unknown; state?: { status?: unknown } } };
  const status = /^(?:train\.)?order\.(\w+)$/.exec(event)?.[1];
  if (!status || !body.data) return value;
  return { ...body, data: { ...body.data, from: null, to: status, state: { ...body.data.state, status } } };
}

export function attachExamples(document: DocumentWithExamples): void {
  const lookup = lookupIn(document);
  const fill = (media: Media | undefined, shape?: (value: unknown) => unknown) => {
    if (!media || hasExample(media) || media.schema === undefined) return;
    const value = sampleOf(media.schema, lookup);
    media.example = shape ? shape(value) : value;
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      fill(operation.requestBody?.content?.[JSON_MEDIA]);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status.startsWith('2')) fill(response.content?.[JSON_MEDIA]);
      }
    }
  }
  for (const [event, item] of Object.entries(document.webhooks ?? {})) {
    for (const operation of Object.values(item)) fill(operation.requestBody?.content?.[JSON_MEDIA], (value) => asEvent(event, value));
  }
}

/** Operations and webhooks lacking an example on a JSON body they take or answer with success: their ids. */
export function withoutExamples(
  document: DocumentWithExamples & { paths?: Record<string, Record<string, Operation & { operationId?: string }>> },
): string[] {
  const missing: string[] = [];
  const check = (id: string, operation: Operation) => {
    const bodies = [
      operation.requestBody?.content?.[JSON_MEDIA],
      ...Object.entries(operation.responses ?? {}).map(([status, r]) => (/^[245]/.test(status) ? r.content?.[JSON_MEDIA] : undefined)),
    ];
    if (bodies.some((media) => media && !hasExample(media))) missing.push(id);
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item))
      check((operation as { operationId?: string }).operationId ?? `${method} ${path}`, operation);
  }
  for (const [event, item] of Object.entries(document.webhooks ?? {})) {
    for (const operation of Object.values(item)) check(event, operation);
  }
  return missing;
}
