import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

const EDITOR = { full_name: 'Shahnoza Editor', email: 'editor@test.local', password: 'Editor-pass1' };
const CURRENT_PASSWORD_NEEDED = 'Enter your current password to set a new one';
const CURRENT_PASSWORD_NEEDED_FOR_EMAIL = 'Enter your current password to change your e-mail';

describe.each(backends)('account roles (%s)', (backend) => {
  let t: TestApp;
  let editorId: number;
  let editorToken: string;
  let adminId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const created = await t.call({ method: 'POST', url: '/api/auth/users', payload: EDITOR });
    expect(created.json().role).toBe('editor');
    editorId = created.json().id;
    editorToken = await t.login(EDITOR.email, EDITOR.password);
    adminId = (await t.call({ method: 'GET', url: '/api/auth/me' })).json().id;
  });
  afterAll(() => t.close());

  const asEditor = (options: Parameters<TestApp['call']>[0]) => t.call({ ...options, token: editorToken });

  it('makes the first account an admin and says so at login and in /auth/me', async () => {
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: ADMIN, token: null });
    expect(login.json().user.role).toBe('admin');
    expect((await asEditor({ method: 'GET', url: '/api/auth/me' })).json().role).toBe('editor');
  });

  it('refuses an editor every account management with 403, changing nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/auth/users' })).json();
    const attempts = [
      { method: 'GET' as const, url: '/api/auth/users' },
      { method: 'GET' as const, url: `/api/auth/users/${adminId}` },
      {
        method: 'POST' as const,
        url: '/api/auth/users',
        payload: { full_name: 'Sneaky', email: 'sneaky@test.local', password: 'Sneaky-pass1', role: 'admin' },
      },
      { method: 'PATCH' as const, url: `/api/auth/update_user/${adminId}`, payload: { password: 'Hijacked-pass1' } },
      { method: 'PATCH' as const, url: `/api/auth/update_user/${adminId}`, payload: { email: 'mine@test.local' } },
      { method: 'PATCH' as const, url: `/api/auth/update_user/${editorId}`, payload: { role: 'admin' } },
      { method: 'DELETE' as const, url: `/api/auth/delete_user/${adminId}` },
    ];
    for (const attempt of attempts) {
      const response = await asEditor(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'Only an admin can manage accounts' });
    }
    expect((await t.call({ method: 'GET', url: '/api/auth/users' })).json()).toEqual(before);
    expect(await t.login()).toBeTruthy();
  });

  it('lets an editor work on content and applications', async () => {
    const service = await asEditor({
      method: 'POST',
      url: '/api/service/create_service',
      payload: { name: 'Editor service', content: 'Written by an editor.' },
    });
    expect(service.statusCode).toBe(201);
    expect((await asEditor({ method: 'GET', url: '/api/contacts' })).statusCode).toBe(200);
    expect((await asEditor({ method: 'GET', url: `/api/auth/users/${editorId}` })).statusCode).toBe(200);
  });

  it('asks for the current password when people change their own', async () => {
    const self = `/api/auth/update_user/${editorId}`;
    for (const payload of [
      { password: 'Changed-pass1' },
      { password: 'Changed-pass1', current_password: 'Wrong-pass1' },
    ]) {
      const refused = await asEditor({ method: 'PATCH', url: self, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: CURRENT_PASSWORD_NEEDED,
        fields: { current_password: CURRENT_PASSWORD_NEEDED },
      });
    }
    await expect(t.login(EDITOR.email, 'Changed-pass1')).rejects.toThrow(/login failed/);
    const changed = await asEditor({
      method: 'PATCH',
      url: self,
      payload: { password: 'Changed-pass1', current_password: EDITOR.password, full_name: 'Shahnoza E.' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().full_name).toBe('Shahnoza E.');
    expect(await t.login(EDITOR.email, 'Changed-pass1')).toBeTruthy();

    // An admin resetting someone else's password needs no password of theirs.
    const reset = await t.call({ method: 'PATCH', url: self, payload: { password: EDITOR.password } });
    expect(reset.statusCode).toBe(200);
    editorToken = await t.login(EDITOR.email, EDITOR.password);
  });

  it('asks for the current password when people change their own e-mail', async () => {
    const self = `/api/auth/update_user/${editorId}`;
    for (const payload of [
      { email: 'taken-over@test.local' },
      { email: 'taken-over@test.local', current_password: 'Wrong-pass1' },
      { email: 'taken-over@test.local', current_password: '' },
    ]) {
      const refused = await asEditor({ method: 'PATCH', url: self, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: CURRENT_PASSWORD_NEEDED_FOR_EMAIL,
        fields: { current_password: CURRENT_PASSWORD_NEEDED_FOR_EMAIL },
      });
    }
    await expect(t.login('taken-over@test.local', EDITOR.password)).rejects.toThrow(/login failed/);
    expect((await asEditor({ method: 'GET', url: '/api/auth/me' })).json().email).toBe(EDITOR.email);

    // The form sends the e-mail with every save: the same address, however it is written, asks nothing.
    const unchanged = await asEditor({
      method: 'PATCH',
      url: self,
      payload: { email: ` ${EDITOR.email.toUpperCase()} `, full_name: EDITOR.full_name },
    });
    expect(unchanged.statusCode).toBe(200);

    // Both at once: the password's sentence, as it is the larger change.
    const both = await asEditor({
      method: 'PATCH',
      url: self,
      payload: { email: 'taken-over@test.local', password: 'Changed-pass1' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toEqual({ current_password: CURRENT_PASSWORD_NEEDED });

    const changed = await asEditor({
      method: 'PATCH',
      url: self,
      payload: { email: 'shahnoza@test.local', current_password: EDITOR.password },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('shahnoza@test.local');
    expect(await t.login('shahnoza@test.local', EDITOR.password)).toBeTruthy();

    // An admin's own e-mail is theirs too.
    const adminSelf = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${adminId}`,
      payload: { email: 'boss@test.local' },
    });
    expect(adminSelf.statusCode).toBe(400);
    expect(adminSelf.json().fields).toEqual({ current_password: CURRENT_PASSWORD_NEEDED_FOR_EMAIL });

    // An admin changing someone else's e-mail needs no password of theirs.
    const reset = await t.call({ method: 'PATCH', url: self, payload: { email: EDITOR.email } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().email).toBe(EDITOR.email);
  });

  it('keeps at least one admin: the last admin cannot be demoted', async () => {
    const demote = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${adminId}`,
      payload: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatch(/at least one admin/);
    expect((await t.call({ method: 'GET', url: '/api/auth/me' })).json().role).toBe('admin');
  });

  it('lets an admin promote an editor, and two admins cannot both be removed at once', async () => {
    const promoted = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${editorId}`,
      payload: { role: 'admin' },
    });
    expect(promoted.json().role).toBe('admin');
    expect((await asEditor({ method: 'GET', url: '/api/auth/users' })).statusCode).toBe(200);

    // Each admin demotes the other at the same moment: one change must be refused.
    const answers = await Promise.all([
      t.call({ method: 'PATCH', url: `/api/auth/update_user/${editorId}`, payload: { role: 'editor' } }),
      asEditor({ method: 'PATCH', url: `/api/auth/update_user/${adminId}`, payload: { role: 'editor' } }),
    ]);
    // The other is refused: 409 when no admin would be left, or 403 when its sender was demoted first.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const roles = await Promise.all(
      [t.login(), t.login(EDITOR.email, EDITOR.password)].map(
        async (token) => (await t.call({ method: 'GET', url: '/api/auth/me', token: await token })).json().role,
      ),
    );
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
  });
});
