/**
 * A participant's status: 1 under construction (Qurilayotgan), 2 operating
 * (Ishlamoqda). Kept apart from the zod schemas so the public pages can use it without zod.
 */
export const RESIDENT_STATUS = { building: 1, operating: 2 } as const;
