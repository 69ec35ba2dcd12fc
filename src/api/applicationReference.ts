/**
 * The reference of a contact request or an investor application, as the applicant and staff
 * quote it: `TP-2026-000123`, the year it came and its place in that year's one series for both
 * kinds (src/server/applications/applicationReferences.ts gives them).
 */
export const referenceOf = (year: number, number: number) => `TP-${year}-${String(number).padStart(6, '0')}`;

/** What a reference looks like: the page a plain form was sent from shows one only if it does. */
export const REFERENCE_PATTERN = /^TP-\d{4}-\d{6,}$/;
