import { z } from 'zod';

/** Every error the API sends: a sentence for people, and for 400s the offending fields. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The most records one page of a list holds; a client that wants more asks for the next page. */
export const MAX_PER_PAGE = 100;
const PAGE = 'page must be a whole number from 1';
const PER_PAGE = `per_page must be a whole number from 1 to ${MAX_PER_PAGE}`;

/** Optional paging: which page, and how many records one holds. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number({ error: PAGE }).int(PAGE).min(1, PAGE).optional(),
  per_page: z.coerce.number({ error: PER_PAGE }).int(PER_PAGE).min(1, PER_PAGE).max(MAX_PER_PAGE, PER_PAGE).optional(),
});

/** Optional paging, sorting and search that every list endpoint honours. */
export const listQuerySchema = pagingQuerySchema.extend({
  sort: z.string().max(40).optional(),
  order: z
    .string()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc'], 'order must be asc or desc'))
    // Any case is taken; the document shows the values as written.
    .meta({ enum: ['asc', 'desc'] })
    .optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * The fewest characters a list's `q` may have where the server looks it up as a substring through
 * trigram indexes: a shorter text has no trigram, so it would be looked for in every row.
 */
export const SUBSTRING_SEARCH_SHORTEST = 3;
export const SUBSTRING_SEARCH_RULE = `q must be at least ${SUBSTRING_SEARCH_SHORTEST} characters long (spaces around it not counted)`;

/** Whether a trimmed search text is long enough for a trigram lookup: characters as typed, not UTF-16 units or bytes. */
export const isSubstringSearchable = (text: string) => [...text].length >= SUBSTRING_SEARCH_SHORTEST;

/** The `q` of a list searched by substring through trigram indexes: empty (no search) or long enough to look up. */
const substringSearchText = listQuerySchema.shape.q
  .refine((text) => text === undefined || text === '' || isSubstringSearchable(text), SUBSTRING_SEARCH_RULE)
  .describe(
    `a text found anywhere in the searched fields, in any case; at least ${SUBSTRING_SEARCH_SHORTEST} characters ` +
      '(spaces around it not counted), as the fields are looked up by their trigrams: a shorter one is refused (400)',
  );

/** The list parameters of a list whose `q` the server looks up as a substring through trigram indexes. */
export const substringSearchedListQuerySchema = listQuerySchema.extend({ q: substringSearchText });

/**
 * The fewest characters a list's `q` needs, read from the list's query schema: undefined where
 * any `q` is searched (a list whose query is not `substringSearchedListQuerySchema` or made from it).
 */
export const searchShortestOf = (listQuery: z.ZodObject): number | undefined =>
  listQuery.shape.q === substringSearchText ? SUBSTRING_SEARCH_SHORTEST : undefined;

/** Numeric id or uuid: the old clients address some resources by one, some by the other. */
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

export const timestampSchema = z.string().meta({ description: 'ISO 8601 date and time', format: 'date-time' });

/** A required text field whose blank value gets the form's own message. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const DATA_URL_PATTERN = /^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*;base64,/;

/** A file sent inside JSON as `data:<type>;base64,<bytes>`; its real type is checked by the server. */
export const dataUrl = (message: string) =>
  z.string({ error: message }).regex(DATA_URL_PATTERN, message).describe('data URL (base64)');

/** A number as sent: a JSON number, or its text from a form; never null, a boolean, an array or an object. */
export const numberInput = (rule: string) =>
  z.union([z.number(), z.string().trim().min(1)], { error: rule }).pipe(z.coerce.number({ error: rule }));

const POSITION_RULE = 'Position is a whole number from 0';
/** Where a record stands in a list staff order (figures, questions…): smallest first, ties oldest first. */
export const positionInput = numberInput(POSITION_RULE).pipe(
  z.number().int(POSITION_RULE).min(0, POSITION_RULE).max(1_000_000, POSITION_RULE),
);
export const positionSchema = z.number().int().describe('the order on the page, smallest first');

export const PASSWORD_RULE = 'Password must be at least 8 characters long and contain an uppercase letter';
export const passwordSchema = z
  .string({ error: PASSWORD_RULE })
  .min(8, PASSWORD_RULE)
  .max(200, 'At most 200 characters')
  .regex(/\p{Lu}/u, PASSWORD_RULE);

export const emailSchema = z
  .string({ error: 'Enter a valid e-mail address' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address'));

export const applicationStatusSchema = z
  .enum(['new', 'in_progress', 'done'], 'status must be new, in_progress or done')
  .describe('where staff are with the application');
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const PHONE_RULE = 'Enter a phone number made of digits';
/** A phone number: digits with the usual separators, or ''. */
export const phoneNumberSchema = z
  .string({ error: PHONE_RULE })
  .trim()
  .regex(/^\+?[\d\s()-]{0,32}$/, PHONE_RULE);
/** An optional phone number on a form: '' when not given. */
export const phoneSchema = phoneNumberSchema.default('');

/**
 * A field the public forms hide from people (and screen readers) and bots fill in. Anything in it
 * makes the server answer as usual while storing and sending nothing.
 */
export const honeypotSchema = z
  .string()
  .max(2000)
  .optional()
  .describe('leave empty: a trap for bots; when filled, the request is answered but not kept');

/**
 * Contact requests and investor applications are both applications (docs/glossary.md): the same
 * fields about who sent them, and the same processing by staff.
 */
/** The number an applicant and staff quote (`TP-2026-000123`): unique, never given twice. */
export const applicationReferenceSchema = z
  .string()
  .describe('the number the applicant and staff quote, e.g. TP-2026-000123: unique, never given twice');
export const applicationSenderFields = {
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  consented_at: z
    .string()
    .nullable()
    .describe('when the sender agreed to the privacy notice; null for applications sent before the forms asked'),
};
export const CONSENT_REQUIRED = 'Agree to the privacy notice to send the form';
/** What the public form asks about the sender: a name and an address to answer, a phone if they like. */
export const applicationSenderInputFields = {
  name: requiredText('Enter your name', 200),
  email: emailSchema,
  phone_number: phoneSchema,
  consent: z
    .literal(true, { error: CONSENT_REQUIRED })
    .describe('true: the sender agrees to the privacy notice shown above the form; nothing is kept without it'),
};
export const applicationProcessingFields = {
  status: applicationStatusSchema,
  note: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
};
/** What staff change as they work through an application. */
export const applicationProcessingUpdateFields = {
  status: applicationStatusSchema.optional(),
  note: z.string().trim().max(5000).optional(),
  notify_applicant: z
    .boolean()
    .optional()
    .describe('true: a new status is mailed to the applicant (their status page shows it either way)'),
};
/** A list of applications; `status` narrows it to one processing status. */
export const applicationListQuerySchema = substringSearchedListQuerySchema.extend({
  status: applicationStatusSchema.optional(),
});
