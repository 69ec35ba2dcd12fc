import { z } from 'zod';
import { dataUrl, emailSchema, timestampSchema } from './common';
import { type TextRules, translationsInputSchema, translationsSchema } from './translations';

/**
 * The park's details, one record staff edit at run time: how to reach the park (phones, e-mail,
 * address, working hours, map, social networks) and the infrastructure film's address and poster. The
 * route (src/server/routes/settings.ts), its OpenAPI operation, the back office's data-provider
 * entry (src/admin/data/endpoints.ts) and the public pages' frame all take it from here.
 */

/** Where the API serves the record, under /api. */
export const SETTINGS_PATH = '/settings';

/** The fields written in three languages. */
export const SETTINGS_TRANSLATABLE = ['address', 'working_hours'] as const;
export type SettingsText = (typeof SETTINGS_TRANSLATABLE)[number];

const ADDRESS_REQUIRED = 'Enter the park’s address';
const HOURS_REQUIRED = 'Enter the working hours';
const PHONE_RULE = 'Enter a phone number such as +998 71 200 45 45 (digits, spaces, brackets and dashes)';
const PHONES_REQUIRED = 'Give at least one phone number';
const HTTPS_RULE = 'Enter an https:// address';
const VIDEO_RULE = 'Enter an https:// address or a path of this site starting with /';
const LABEL_REQUIRED = 'Name the network or the link';
export const POSTER_REQUIRED = 'Please upload the poster as a picture';

/** The most phones and links the frame has room for. */
export const MAX_PHONES = 6;
export const MAX_SOCIAL_LINKS = 12;

/** A phone number a visitor can dial: digits with the usual separators, 5 to 15 digits in all. */
export const parkPhoneSchema = z
  .string({ error: PHONE_RULE })
  .trim()
  .regex(/^\+?[\d\s()-]+$/, PHONE_RULE)
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length;
    return digits >= 5 && digits <= 15;
  }, PHONE_RULE);

/** An address a link may open: https only, so no `javascript:` or plain-HTTP page gets onto the site. */
export const httpsUrlSchema = z
  .string({ error: HTTPS_RULE })
  .trim()
  .max(2000, 'At most 2000 characters')
  .pipe(z.url({ protocol: /^https$/, error: HTTPS_RULE }));

/** A page or file of this site (`/site/video/…`, `/uploads/…`), never another host's (`//host`). */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** The film: a file this site serves, or one from another https address. */
export const siteVideoUrlSchema = z
  .string({ error: VIDEO_RULE })
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine((url) => SITE_PATH.test(url) || httpsUrlSchema.safeParse(url).success, VIDEO_RULE);

export const socialLinkSchema = z.object({
  label: z.string().describe('the network’s name (Telegram, Instagram…) or what the link shows'),
  url: z.string().describe('an https address'),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

const socialLinkInputSchema = z.strictObject(
  {
    label: z.string({ error: LABEL_REQUIRED }).trim().min(1, LABEL_REQUIRED).max(60, 'At most 60 characters'),
    url: httpsUrlSchema,
  },
  'A link has a label and a url',
);

/** The record as the API answers it; `address` and `working_hours` in the language asked for. */
export const settingsSchema = z.object({
  phones: z.array(z.string()).describe('phone numbers, the first the main one'),
  email: z.string(),
  address: z.string(),
  working_hours: z.string(),
  map_url: z.string().describe('an https link to the park on a map, or "" for none'),
  social_links: z.array(socialLinkSchema),
  infrastructure_video_url: z.string().describe('the infrastructure film: a path of this site or an https address'),
  infrastructure_video_poster: z
    .string()
    .describe('address of the film’s poster picture, shown 16:9 (1280 × 720) before the film plays'),
  application_retention_days: z
    .number()
    .int()
    .describe('how many days contact requests and investor applications are kept (set by the operator, read-only)'),
  updated_at: timestampSchema,
  translations: translationsSchema(SETTINGS_TRANSLATABLE),
});
export type SiteSettings = z.infer<typeof settingsSchema>;

const SETTINGS_TEXTS = {
  address: { max: 300, required: ADDRESS_REQUIRED },
  working_hours: { max: 200, required: HOURS_REQUIRED },
} satisfies TextRules<SettingsText>;

/**
 * Unlike a content record, which may be written in any language first, the park's details always
 * have English (their first content wrote it, and the footer of every page falls back to it): it
 * may change but not be emptied. Russian and Uzbek may be '' to show the English text instead.
 */
const settingsTranslationsInput = translationsInputSchema(SETTINGS_TEXTS).superRefine((sent, context) => {
  for (const field of SETTINGS_TRANSLATABLE) {
    if (sent?.en?.[field] === '') {
      context.addIssue({ code: 'custom', path: ['en', field], message: SETTINGS_TEXTS[field].required });
    }
  }
});

/** What a change may send: any of the fields; the texts' plain fields are in `?lang=` (English without it). */
export const settingsUpdateSchema = z.object({
  phones: z
    .array(parkPhoneSchema, { error: PHONES_REQUIRED })
    .min(1, PHONES_REQUIRED)
    .max(MAX_PHONES, `At most ${MAX_PHONES} phone numbers`)
    .optional(),
  email: emailSchema.optional(),
  address: z
    .string({ error: ADDRESS_REQUIRED })
    .trim()
    .min(1, ADDRESS_REQUIRED)
    .max(300, 'At most 300 characters')
    .optional(),
  working_hours: z
    .string({ error: HOURS_REQUIRED })
    .trim()
    .min(1, HOURS_REQUIRED)
    .max(200, 'At most 200 characters')
    .optional(),
  map_url: z.union([z.literal(''), httpsUrlSchema], { error: HTTPS_RULE }).optional(),
  social_links: z
    .array(socialLinkInputSchema, { error: 'social_links must be a list of { label, url }' })
    .max(MAX_SOCIAL_LINKS, `At most ${MAX_SOCIAL_LINKS} links`)
    .optional(),
  infrastructure_video_url: siteVideoUrlSchema.optional(),
  // A poster goes with the film it shows, so staff who change the film can change it too; without
  // a new picture the stored one stays, as with every record's picture.
  infrastructure_video_poster: dataUrl(POSTER_REQUIRED)
    .describe('data URL of a JPEG, PNG or WebP poster; without it the stored poster stays')
    .optional(),
  translations: settingsTranslationsInput,
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
