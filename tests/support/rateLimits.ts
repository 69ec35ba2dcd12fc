import type { AppConfig } from '../../src/server/config';

/** Limits no suite meets by accident: for many form posts and logins from one address. The limits have tests of their own. */
const roomy = { max: 1000, timeWindowMs: 60_000 };
export const ROOMY_RATE_LIMITS: AppConfig['rateLimits'] = {
  loginPerIp: roomy,
  loginFailuresPerAccountAndAddress: roomy,
  formsPerIp: roomy,
};
