import { z } from 'zod';
import { timestampSchema } from './common';
import { CONTENT_LANGUAGES } from './translations';

/** How many days a deleted record waits in the trash when TRASH_RETENTION_DAYS does not say. */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;

/** The API path of the trash: GET lists it (staff), DELETE empties it (admins). */
export const TRASH_PATH = '/trash';

/** One deleted record, whatever its resource. */
export const trashedItemSchema = z.object({
  resource: z.string().describe("the content resource's name, e.g. news"),
  id: z.number().int(),
  uuid: z.string(),
  title: z.string().describe('its first text, in the language asked for or the one it has'),
  title_language: z
    .enum(CONTENT_LANGUAGES)
    .describe('the language `title` is in: the one asked for, or the one it fell back to'),
  deleted_at: timestampSchema,
  purge_at: timestampSchema.describe('when it is removed for good unless restored'),
});
export type TrashedItem = z.infer<typeof trashedItemSchema>;

export const emptiedTrashSchema = z.object({
  deleted: z.number().int().describe('how many records were removed for good, with their files'),
});
export type EmptiedTrash = z.infer<typeof emptiedTrashSchema>;

export const ADMINS_EMPTY_TRASH = 'Only an administrator may empty the trash';
