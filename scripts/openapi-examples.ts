// Counts the operations and webhooks whose JSON bodies (request, success, error) have no example,
// names them, and fails when there is any (npm run lint:openapi).
// Usage: tsx scripts/openapi-examples.ts [document]   (default .tmp/openapi.json)
import { readFileSync } from 'node:fs';
import { withoutExamples, type DocumentWithExamples } from '@/server/http/openapi/examples/attach-examples';

const file = process.argv[2] ?? '.tmp/openapi.json';
const document = JSON.parse(readFileSync(file, 'utf8')) as DocumentWithExamples;
const missing = withoutExamples(document);
const operations = Object.values(document.paths ?? {}).reduce((n, item) => n + Object.keys(item).length, 0);
const events = Object.keys(document.webhooks ?? {}).length;
console.log(
  `examples: ${missing.length} of ${operations} operations and ${events} webhooks lack an example${missing.length ? `: ${missing.join(', ')}` : ''}`,
);
if (missing.length) process.exit(1);
