/**
 * Preview addresses of records not yet published (src/api/publishing.ts), kept apart from the
 * schemas so the public pages read them without bringing zod along.
 */

/** How long a preview address works. */
export const PREVIEW_LINK_MINUTES = 60;
/** The query parameter of a public page's address that shows a record as saved, published or not. */
export const PREVIEW_PARAMETER = 'preview';
