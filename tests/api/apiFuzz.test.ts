import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/common';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { startTestApp, type TestApp } from './harness';

/**
 * A light fuzzer over the API document: every operation it lists gets malformed requests (ids that
 * name nothing or are too long, broken JSON, bodies and queries of the wrong types, odd `If-Match`
 * tags), and every answer must be a status the document lists for that operation, never a 500, and
 * every error must have the API's error shape. SQLite only, and bounded: a few thousand requests.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Path parameters that name nothing, could not name anything, or are longer than the router takes. */
const BAD_PATH_VALUES = ['abc', '2147483648', '-1', '%00', '%ZZ', '1'.repeat(101)];
/** Query values of the wrong kind for almost any parameter. */
const BAD_QUERY_VALUES = ['abc', '-1', '99999999999999999999', '1e400', '', '\u0000', 'x'.repeat(3000)];
const BAD_IF_MATCH = ['"abc"', 'W/"1"', '"99999999999999999999"', '*'];

/**
 * A few of the values for the n-th parameter or field: each gets its own few, in turn, so that
 * every value is tried somewhere while the run stays short.
 */
const few = <T>(values: readonly T[], n: number, count = 3): T[] =>
  Array.from({ length: Math.min(count, values.length) }, (_, i) => values[(n * count + i) % values.length]);

/** The first type a schema names (through `anyOf` too). */
function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.type) return [schema.type].flat()[0];
  return schema.anyOf?.map(typeOf).find(Boolean);
}

/** Values of the wrong type for the n-th property, and of the right type but out of every bound. */
function badValuesFor(schema: JsonSchema, n: number): unknown[] {
  const flipped = { string: 12345, number: 'abc', integer: 'abc', boolean: 'yes', array: 'a', object: 'a' } as const;
  const type = typeOf(schema) as keyof typeof flipped | undefined;
  return [...(type ? [flipped[type]] : []), ...few(BAD_FIELD_VALUES, n)];
}
const BAD_FIELD_VALUES: readonly unknown[] = [
  null,
  { nested: { deeper: [1, { x: null }] } },
  'x'.repeat(20_000),
  -1.5,
  'a\u0000b',
  [{}],
  Array.from({ length: 2000 }, (_, i) => 1e308 * i),
  true,
];

/** Malformed bodies for an operation: broken JSON, a body that is no object, a wrong content type, each field wrong. */
function badBodies(operation: Operation): Pick<InjectOptions, 'payload' | 'headers'>[] {
  const json = { 'content-type': 'application/json' };
  const bodies: Pick<InjectOptions, 'payload' | 'headers'>[] = [
    { payload: '{"a":', headers: json },
    { payload: '', headers: json },
    { payload: '[]', headers: json },
    { payload: 'null', headers: json },
    { payload: '{"__proto__":{"admin":true}}', headers: json },
    { payload: 'name=x', headers: { 'content-type': 'text/plain' } },
  ];
  const schema = operation.requestBody?.content['application/json']?.schema;
  for (const [n, [name, property]] of Object.entries(schema?.properties ?? {}).entries()) {
    for (const value of badValuesFor(property, n))
      bodies.push({ payload: JSON.stringify({ [name]: value }), headers: json });
  }
  return bodies;
}

type FuzzRequest = InjectOptions & { anonymous?: true };

/** The malformed requests of one operation, and one without a token. */
function malformedRequests(path: string, method: Method, operation: Operation): FuzzRequest[] {
  const parameters = operation.parameters ?? [];
  // A record that exists (the demo content and the admin have id 1), so the body's checks are reached.
  const at = (values: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  const requests: FuzzRequest[] = [{ method, url: at(), anonymous: true }];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const value of BAD_PATH_VALUES) requests.push({ method, url: at({ [parameter.name]: value }) });
  }
  for (const [n, parameter] of parameters.filter((p) => p.in === 'query').entries()) {
    const values = [...few(BAD_QUERY_VALUES, n), ...(parameter.schema?.enum ? ['not-one-of-them'] : [])];
    for (const value of values)
      requests.push({ method, url: `${at()}?${parameter.name}=${encodeURIComponent(value)}` });
    // A parameter given twice arrives as an array.
    requests.push({ method, url: `${at()}?${parameter.name}=1&${parameter.name}=2` });
  }
  if (parameters.some((p) => p.in === 'header' && p.name === 'if-match')) {
    for (const tag of BAD_IF_MATCH) {
      requests.push({ method, url: at(), headers: { 'if-match': tag }, ...(method !== 'DELETE' && { payload: {} }) });
    }
  }
  if (method !== 'GET' && method !== 'DELETE') {
    for (const body of badBodies(operation)) requests.push({ method, url: at(), ...body });
  }
  return requests;
}

/** What is wrong with an answer, or undefined: a status the document does not list, a 500, an error of another shape. */
function problemOf(response: LightMyRequestResponse, documented: string[]): string | undefined {
  const status = response.statusCode;
  if (status >= 500 && status !== 503) return `status ${status}: ${response.body.slice(0, 200)}`;
  if (!documented.includes(String(status))) return `undocumented status ${status}: ${response.body.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!/^application\/json/.test(String(response.headers['content-type']))) {
    return `error ${status} as ${response.headers['content-type']}`;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `error ${status} that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const shaped = apiErrorSchema.strict().safeParse(body);
  if (!shaped.success || !shaped.data.error) return `error ${status} not in our shape: ${response.body.slice(0, 200)}`;
  return undefined;
}

describe('the API fuzzed from its own document', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimits: ROOMY_RATE_LIMITS, seedDemo: true });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('answers every malformed request with a documented status and, for errors, our error shape', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const problems: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [verb, operation] of Object.entries(operations)) {
        const method = verb.toUpperCase() as Method;
        const documented = Object.keys(operation.responses);
        for (const { anonymous, ...request } of malformedRequests(path, method, operation)) {
          let response = await t.call({ ...request, token: anonymous ? null : token });
          // A request that signed the admin out (the logout) leaves the rest to a new session.
          if (response.statusCode === 401 && !anonymous && !path.endsWith('/auth/login')) {
            token = await t.login();
            response = await t.call({ ...request, token });
          }
          sent += 1;
          const problem = problemOf(response, documented);
          if (problem) problems.push(`${method} ${request.url}: ${problem}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(problems).toEqual([]);
    // A few seconds on an idle machine; the bound is for a busy one.
  }, 120_000);
});
