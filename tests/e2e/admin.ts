/** The admin account the browser suite's server is created with. */
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'E2e-Admin-pass1' };
