import { expect } from 'vitest';
import type { TestApp } from './harness';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const UPLOADED_PNG = /^\/uploads\/[\w-]+\.png$/;

/** The name under which an uploaded file is kept, from its URL. */
export const fileName = (url: string | null) => (url ?? '').replace(/^\/uploads\//, '');

/**
 * Builds a check that a request is refused with a status and writes nothing: the list's total
 * (read from `listUrl` with X-Total-Count) and the files on disk are the same afterwards.
 */
export function refusalCheck(t: TestApp, listUrl: string) {
  const stored = async () => ({
    total: (await t.call({ method: 'GET', url: listUrl })).headers['x-total-count'],
    files: t.uploadedFiles().sort(),
  });
  return async (send: () => ReturnType<TestApp['call']>, status: number) => {
    const before = await stored();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(await stored()).toEqual(before);
    return response.json();
  };
}
