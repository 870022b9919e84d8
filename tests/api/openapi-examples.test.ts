// Every example in the served document is valid for the schema it illustrates (so an example cannot
// drift from its shape), every JSON body an operation or webhook takes or answers has one, and each
// error answer lists its codes as data with an example per code.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, type ErrorCodeName } from '@/domain/errors';
import { withoutExamples } from '@/server/http/openapi/examples/attach-examples';
import { OPENAPI_PATH } from '@/server/http/openapi/swagger-options';
import { startTestApp, type TestApp } from './support/harness';

type Media = { schema?: object; example?: unknown; examples?: Record<string, { $ref?: string; value?: unknown }> };
type Response = { content?: Record<string, Media>; 'x-error-codes'?: Array<{ code: number; name: string }> };
type Operation = { operationId?: string; requestBody?: { content?: Record<string, Media> }; responses?: Record<string, Response> };
interface Document {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; examples: Record<string, { value: unknown }> };
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
}, 180_000);
afterAll(async () => t?.close());

function* operations(of: Document = document): Generator<[string, Operation]> {
  for (const [path, item] of Object.entries(of.paths))
    for (const [method, operation] of Object.entries(item)) yield [`${method} ${path}`, operation];
  for (const [event, item] of Object.entries(of.webhooks)) for (const operation of Object.values(item)) yield [event, operation];
}

it('has an example on every JSON body of every operation and webhook', () => {
  expect(withoutExamples(document)).toEqual([]);
});

it('gives examples that are valid for their schemas', () => {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  addFormats.default(ajv);
  const text = JSON.stringify(document).replaceAll('"#/components/schemas/', '"tessera#/components/schemas/');
  const linked = JSON.parse(text) as Document;
  ajv.addSchema({ components: { schemas: linked.components.schemas } }, 'tessera');
  const invalid: string[] = [];
  // Error answers share a handful of schemas: compile each distinct one once.
  const compiled = new Map<string, ValidateFunction>();
  const check = (where: string, media: Media) => {
    if (!media.schema) return;
    const examples =
      media.example !== undefined
        ? { example: media.example }
        : Object.fromEntries(
            Object.entries(media.examples ?? {}).map(([key, e]) => [
              key,
              e.$ref ? linked.components.examples[e.$ref.split('/').pop()!]!.value : e.value,
            ]),
          );
    const key = JSON.stringify(media.schema);
    const validate = compiled.get(key) ?? ajv.compile(media.schema);
    compiled.set(key, validate);
    for (const [key, value] of Object.entries(examples)) {
      if (!validate(value)) invalid.push(`${where} ${key}: ${ajv.errorsText(validate.errors)}`);
    }
  };
  let checked = 0;
  for (const [where, operation] of operations(linked)) {
    for (const media of Object.values(operation.requestBody?.content ?? {})) {
      check(`${where} request`, media);
      checked++;
    }
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      for (const media of Object.values(response.content ?? {})) {
        check(`${where} ${status}`, media);
        checked++;
      }
    }
  }
  expect(invalid).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
}, 120_000);

it('lists the codes of each error answer as data, each with its example', () => {
  for (const [where, operation] of operations()) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (!/^[45]/.test(status) || !response['x-error-codes']) continue;
      const listed = response['x-error-codes'];
      expect(listed.length, `${where} ${status}`).toBeGreaterThan(0);
      for (const { code, name } of listed) expect(ErrorCode[name as ErrorCodeName], `${where} ${status} ${name}`).toBe(code);
      const examples = Object.keys(response.content?.['application/json']?.examples ?? {});
      expect(examples.sort(), `${where} ${status}`).toEqual(listed.map((entry) => entry.name).sort());
    }
  }
  const validation = document.components.examples.ErrorValidation?.value as { code: number; message: string };
  expect(validation).toMatchObject({ code: ErrorCode.VALIDATION, message: expect.stringMatching(/^Some fields are not valid/) });
});
