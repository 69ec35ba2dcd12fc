import { readToken } from './browserStorage';
import type { ApiErrorBody } from './common';

/**
 * The one HTTP client of the site and the back office. It sends JSON, adds the stored bearer
 * token, and turns every failure into an ApiError of one of the kinds listed in docs/product.md#errors.
 */

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The `{error, fields?}` body of an error answer (apiErrorSchema in common.ts), checked by hand:
 * this client is on every public page, and zod would more than double what they download.
 */
function errorBody(data: unknown): ApiErrorBody | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { error, fields } = data as Record<string, unknown>;
  if (typeof error !== 'string') return undefined;
  const isTextMap =
    typeof fields === 'object' && fields !== null && Object.values(fields).every((text) => typeof text === 'string');
  return isTextMap ? { error, fields: fields as Record<string, string> } : { error };
}

export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status; for PARSING_ERROR the status of the answer that could not be read. */
  readonly status?: number;
  /** The parsed body of an HTTP error, when there was one. */
  readonly data?: unknown;
  /** Field name → message, from a 400 answer. */
  readonly fields: Record<string, string>;
  /** How many seconds a refused caller should wait (a 429's `Retry-After`), so a page can say it in its language. */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; data?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.data = details.data;
    this.fields = errorBody(details.data)?.fields ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Overrides the stored token; null sends none. */
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Another API host, e.g. `https://park.example/api`. */
  baseUrl?: string;
  /** More request headers, e.g. `If-Match`. */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** The full address of a call: the API's base (`apiUrl` in the providers' options), the path and the query. */
function requestUrl(path: string, query: ApiRequest['query'] = {}, baseUrl = API_BASE): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function send(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('TIMEOUT_ERROR', 'The server took too long to answer');
    if (signal?.aborted) throw error;
    throw new ApiError('FETCH_ERROR', 'The server could not be reached');
  }
}

/** `Retry-After` in seconds, when it is given as a number of them (as this server gives it). */
function retryAfterSeconds(headers: Headers): number | undefined {
  const seconds = Number(headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The server's own sentence for an error answer, or a general one. */
function errorMessage(status: number, data: unknown): string {
  return errorBody(data)?.error ?? `The server answered ${status}`;
}

export async function apiRequest<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const token = request.token === undefined ? readToken() : request.token;
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await send(
    requestUrl(path, request.query, request.baseUrl),
    {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    },
    request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    request.signal,
  );

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('PARSING_ERROR', 'The server answered something that is not JSON', {
        status: response.status,
        data: text,
      });
    }
  }
  if (!response.ok) {
    throw new ApiError('HTTP_ERROR', errorMessage(response.status, data), {
      status: response.status,
      data,
      retryAfterSeconds: retryAfterSeconds(response.headers),
    });
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

/** The body of a successful answer, for callers that need neither status nor headers. */
export async function apiData<T = unknown>(path: string, request?: ApiRequest): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}
