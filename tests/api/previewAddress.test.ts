import { afterEach, describe, expect, it } from 'vitest';
import { pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * A preview address is handed to colleagues and opened as the park's own: without SITE_URL it is
 * the address the server listens on, never the Host header the request was sent with.
 */
describe.each(backends)('preview addresses without SITE_URL (%s)', (backend) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function previewOfDraft(headers: Record<string, string>) {
    const draft = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'A draft', body: '<p>Not yet.</p>', image: pngDataUrl(), status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const asked = await t.call({ method: 'POST', url: `/api/news/${draft.json().id}/preview`, headers });
    expect(asked.statusCode, asked.body).toBe(200);
    return new URL(asked.json<{ url: string }>().url);
  }

  it('is the address the server listens on, whatever Host and X-Forwarded-Host say', async () => {
    t = await startTestApp(backend, { trustProxy: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const url = await previewOfDraft({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(url.origin).toBe(`http://localhost:${port}`);
  });
});
