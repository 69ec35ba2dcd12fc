/**
 * The OpenAPI tags of the routes that are not content resources but that an API token may reach
 * (a content resource's tag is in its declaration). The routes group themselves under these, and an
 * API token's scope is read from them (src/server/auth/apiTokens.ts): declared here, beside the
 * scopes, so that the token check needs no route file.
 */

/** Contact requests: applications, which `applications:read` may read. */
export const CONTACT_TAGS = ['contact requests (client applications)'];

/** Investor applications, which `applications:read` may read. */
export const INVESTOR_TAGS = ['investor applications'];

/** The site's settings: content, which `content:read` may read and `content:write` change. */
export const SETTINGS_TAGS = ['settings'];

/** The search across the content (and, for staff, the applications): public, like the content's reads. */
export const SEARCH_TAGS = ['search'];
