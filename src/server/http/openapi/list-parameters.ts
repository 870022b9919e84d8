// The list conventions (simple-rest) said on every list operation's parameters, so an integrator
// reads the row range, the sort and the page cap where the parameters are, not only in a guide.
import { MAX_PAGE_SIZE } from '@/server/http/list-query';

const DESCRIPTIONS: Record<string, string> = {
  _start: `The first row to answer, counted from 0 (default 0). With _end a half-open range: _start=20&_end=40 is rows 20 to 39. At most ${MAX_PAGE_SIZE} rows come back per call, whatever the range: page on; x-total-count gives the total.`,
  _end: `The row after the last one to answer (default _start + 20). A range wider than ${MAX_PAGE_SIZE} rows is cut to ${MAX_PAGE_SIZE}.`,
  _sort: "The field to sort by (a field of the rows, such as createdAt); the operation's default order otherwise.",
  _order: 'asc or desc (case-insensitive) for _sort.',
  cursor:
    'Keyset paging, for walking every row (an export, a sync): send back the x-next-cursor of the page before, with the same filters and sort, for the rows after it; _end - _start is the page size. Deep pages cost no more than the first, and rows added meanwhile do not shift them.',
};

const NEXT_CURSOR_HEADER = {
  schema: { type: 'string', pattern: '^[0-9]+$' },
  description:
    'On a full page: the cursor of the page after it (send it as cursor=). A shorter page is the last and carries none (after a full last page, the next one is empty).',
};

export const TOTAL_COUNT_DESCRIPTION = `How many rows match the filter, over all pages (a page holds at most ${MAX_PAGE_SIZE} rows)`;

interface ListOperation {
  parameters?: Array<{ name: string; in: string; description?: string }>;
  responses?: Record<string, unknown>;
}

/**
 * Fills the description of _start, _end, _sort, _order and cursor where the route's schema gave
 * none; an operation that pages by cursor also documents the x-next-cursor header it answers.
 */
export function describeListParameters(operation: ListOperation): void {
  for (const parameter of operation.parameters ?? []) {
    const description = parameter.in === 'query' ? DESCRIPTIONS[parameter.name] : undefined;
    if (description && !parameter.description) parameter.description = description;
  }
  const success = operation.responses?.['200'] as { headers?: Record<string, unknown> } | undefined;
  if (success && operation.parameters?.some((p) => p.in === 'query' && p.name === 'cursor')) {
    success.headers = { ...success.headers, 'x-next-cursor': NEXT_CURSOR_HEADER };
  }
}
