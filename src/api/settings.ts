import { z } from 'zod';
import { email, link, list, picture, text } from './contentFields';
import { given, oneRecordResource } from './oneRecordResource';
import { SETTINGS_TAGS } from './openApiTags';

/**
 * The park's details, one record staff edit at run time: how to reach the park (phones, e-mail,
 * address, working hours, map, social networks) and the infrastructure film's address and poster.
 * Declared once as a map of fields (`settingsResource` below): the route and its history
 * (src/server/routes/settings.ts), the table's type, the OpenAPI operations, the back office's
 * data-provider entry and form (src/admin/settings) and the public pages' frame all take it from
 * there. docs/architecture.md says how to add a field.
 */

/** Where the API serves the record, under /api. */
export const SETTINGS_PATH = '/settings';

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

/** The park's details, one record declared as a map of fields (oneRecordResource.ts). */
export const settingsResource = oneRecordResource({
  name: 'settings',
  table: 'site_settings',
  path: SETTINGS_PATH,
  what: 'Site settings',
  tags: SETTINGS_TAGS,
  summaries: {
    read: 'The park’s details: phones, e-mail, address, working hours, map, social links, film',
    update: 'Change the park’s details and the film’s poster; only the fields sent change',
  },
  fields: {
    phones: list(parkPhoneSchema, z.string(), {
      rule: PHONES_REQUIRED,
      min: 1,
      max: MAX_PHONES,
      maxRule: `At most ${MAX_PHONES} phone numbers`,
      describe: 'phone numbers, the first the main one',
    }),
    email: email(),
    address: text({ max: 300, required: ADDRESS_REQUIRED }),
    working_hours: text({ max: 200, required: HOURS_REQUIRED }),
    map_url: link(z.union([z.literal(''), httpsUrlSchema], { error: HTTPS_RULE }), {
      describe: 'an https link to the park on a map, or "" for none',
      default: '',
    }),
    social_links: list(socialLinkInputSchema, socialLinkSchema, {
      rule: 'social_links must be a list of { label, url }',
      max: MAX_SOCIAL_LINKS,
      maxRule: `At most ${MAX_SOCIAL_LINKS} links`,
      emptyByDefault: true,
    }),
    infrastructure_video_url: link(siteVideoUrlSchema, {
      describe: 'the infrastructure film: a path of this site or an https address',
    }),
    // A poster goes with the film it shows, so staff who change the film can change it too; without
    // a new picture the stored one stays, as with every record's picture.
    infrastructure_video_poster: picture({
      column: 'infrastructure_video_poster',
      message: POSTER_REQUIRED,
      describe: 'address of the film’s poster picture, shown 16:9 (1280 × 720) before the film plays',
      upload: 'data URL of a JPEG, PNG or WebP poster; without it the stored poster stays',
    }),
    // The public forms' privacy notice says how long applications are kept: the operator's setting.
    application_retention_days: given(
      z
        .number()
        .int()
        .describe('how many days contact requests and investor applications are kept (set by the operator, read-only)'),
    ),
  },
});

/** The record as the API answers it; `address` and `working_hours` in the language asked for. */
export const settingsSchema = settingsResource.item;
export type SiteSettings = z.infer<typeof settingsSchema>;

/** The fields written in three languages. */
export const SETTINGS_TRANSLATABLE = settingsResource.texts;
export type SettingsText = (typeof SETTINGS_TRANSLATABLE)[number];

/** What a change may send: any of the fields; the texts' plain fields are in `?lang=` (English without it). */
export const settingsUpdateSchema = settingsResource.updateBody;
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
