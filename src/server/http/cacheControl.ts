/**
 * For a file that never changes under its name (a hashed asset of the build, an upload named by
 * its UUID): a browser may keep it for a year.
 */
export const KEEP_FOR_A_YEAR = 'public, max-age=31536000, immutable';
