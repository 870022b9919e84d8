// Writes the served OpenAPI document to a file without opening a port (npm run openapi:document).
// Usage: tsx scripts/openapi-document.ts [out-file]   (default .tmp/openapi.json)
import { writeOpenApiDocument } from '@/server/http/openapi/document-file';

const out = process.argv[2] ?? '.tmp/openapi.json';
await writeOpenApiDocument(out);
console.log(`OpenAPI document written to ${out}`);
