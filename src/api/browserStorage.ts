import { z } from 'zod';
import { loginResultSchema } from './auth';

/**
 * What the browser keeps (SPEC 3, "Browser storage"), named once for the public site and the
 * back office. Every read happens in a function, never while a module loads or a page renders,
 * so the pages can also be rendered on the server.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  language: 'language',
  applicationsTab: 'applicationsTab',
} as const;

const storedUserSchema = loginResultSchema.shape.user;
export type StoredUser = z.infer<typeof storedUserSchema>;

function local(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The bearer token from the one place it is kept, or null. */
export function readToken(): string | null {
  return local()?.getItem(STORAGE_KEYS.token) || null;
}

/** The signed-in account, or null when none is stored or what is stored is not one. */
export function readUser(): StoredUser | null {
  const raw = local()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(session: { token: string; user: StoredUser }) {
  local()?.setItem(STORAGE_KEYS.token, session.token);
  local()?.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function clearSession() {
  local()?.removeItem(STORAGE_KEYS.token);
  local()?.removeItem(STORAGE_KEYS.user);
}
