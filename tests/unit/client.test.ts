import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '../../src/api/client';

/** A small real HTTP server whose paths answer the ways a server can fail. */
let server: Server;
let baseUrl: string;
const seen: { authorization?: string; url?: string; body?: string } = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      Object.assign(seen, { authorization: request.headers.authorization, url: request.url, body });
      if (request.url?.startsWith('/ok'))
        return response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '3' }).end('[1,2,3]');
      if (request.url === '/refused') {
        return response.writeHead(400, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: 'Make sure all fields are filled',
            fields: { full_name: 'Make sure all fields are filled' },
          }),
        );
      }
      if (request.url === '/broken')
        return response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      if (request.url === '/empty') return response.writeHead(204).end();
      // /slow never answers.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the HTTP client', () => {
  it('sends JSON, the given token and the query, and answers data, status and headers', async () => {
    const answer = await apiRequest<number[]>('/ok', {
      baseUrl,
      method: 'POST',
      body: { name: 'Aziz' },
      token: 'abc',
      query: { page: 2, q: 'mis', sort: undefined },
    });
    expect(answer.data).toEqual([1, 2, 3]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-total-count')).toBe('3');
    expect(seen).toEqual({ authorization: 'Bearer abc', url: '/ok?page=2&q=mis', body: '{"name":"Aziz"}' });
  });

  it('sends no authorisation when there is no token', async () => {
    await apiRequest('/ok', { baseUrl, token: null });
    expect(seen.authorization).toBeUndefined();
  });

  it('answers undefined for an empty body', async () => {
    expect((await apiRequest('/empty', { baseUrl })).data).toBeUndefined();
  });

  it('turns an error answer into HTTP_ERROR with the server sentence, status and fields', async () => {
    const error = await failure(apiRequest('/refused', { baseUrl }));
    expect(error.kind).toBe('HTTP_ERROR');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Make sure all fields are filled');
    expect(error.fields).toEqual({ full_name: 'Make sure all fields are filled' });
  });

  it('turns an answer that is not JSON into PARSING_ERROR with the original status', async () => {
    const error = await failure(apiRequest('/broken', { baseUrl }));
    expect(error.kind).toBe('PARSING_ERROR');
    expect(error.status).toBe(502);
    expect(error.data).toBe('<h1>Bad gateway</h1>');
  });

  it('turns a server that does not answer in time into TIMEOUT_ERROR', async () => {
    const error = await failure(apiRequest('/slow', { baseUrl, timeoutMs: 200 }));
    expect(error.kind).toBe('TIMEOUT_ERROR');
  });

  it('turns a server that cannot be reached into FETCH_ERROR', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(apiRequest('/ok', { baseUrl: `http://127.0.0.1:${port}` }));
    expect(error.kind).toBe('FETCH_ERROR');
    expect(error.status).toBeUndefined();
  });
});
