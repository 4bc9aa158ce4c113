import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Schema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

/** Places in a request schema where a client could send unbounded text or lists. */
function unbounded(schema: Schema | undefined, path: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(sub, path, out);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  // Enumerations and UUIDs (an anchored pattern of 36 characters) cannot grow.
  const fixed = schema.enum !== undefined || schema.const !== undefined || schema.format === 'uuid';
  if (types.includes('string') && !fixed && schema.maxLength === undefined)
    out.push(`${path}: string without maxLength`);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) out.push(`${path}: array without maxItems`);
    unbounded(schema.items, `${path}[]`, out);
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) unbounded(value, `${path}.${key}`, out);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.push(`${path}: open-ended object`);
  }
}

/**
 * Every text and list a client can send has a limit in the contract, so no request can make the
 * server read, parse or store megabytes of one field.
 */
describe('request contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('bound every string and every array a request can carry', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; schema: Schema }[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) unbounded(p.schema, `${where} ${p.in} ${p.name}`, problems);
        for (const [type, body] of Object.entries(op.requestBody?.content ?? {})) {
          unbounded(body.schema, `${where} body(${type})`, problems);
        }
      }
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
