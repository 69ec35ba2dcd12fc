import type { FastifyRequest } from 'fastify';
import type { ChangedField } from '../../api/auditEvents';
import { CONTENT_LANGUAGES, type ContentLanguage, isContentLanguage } from '../../api/translations';

/** Columns every save sets or that only keep the row's own books: never a change staff made. */
const BOOKKEEPING = new Set(['id', 'uuid', 'version', 'created_at', 'updated_at', 'deleted_at']);

/** How a table's columns are named to people, where that is not the column's own name. */
export interface ColumnNames {
  /** Columns that follow another (a file's type and size follow the file): not named on their own. */
  derived?: readonly string[];
  /** A column's name in the forms and the API (`file_url` is the news item's `image`). */
  renamed?: Readonly<Record<string, string>>;
}

/** Empty and absent are one value; numbers, flags and texts compare as written. */
const comparable = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A column as a field: `title_ru` is the title in Russian and `title` the English one, when the row has both. */
function fieldOf(column: string, row: Record<string, unknown>, { renamed }: ColumnNames): ChangedField {
  const suffixed = /^(.+)_([a-z]{2})$/.exec(column);
  if (suffixed && isContentLanguage(suffixed[2]) && suffixed[1] in row) {
    return { field: suffixed[1], language: suffixed[2] as ContentLanguage };
  }
  const translated = CONTENT_LANGUAGES.some((lang) => lang !== 'en' && `${column}_${lang}` in row);
  const field = renamed?.[column] ?? column;
  return translated ? { field, language: 'en' } : { field };
}

/**
 * The fields whose stored values differ between two versions of a row: what a save changed, not
 * what its form sent (a form sends every field, and a save of the Russian title alone changed
 * only that). Texts in three languages are named with their language.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  names: ColumnNames = {},
): ChangedField[] {
  return Object.keys(after)
    .filter((column) => !BOOKKEEPING.has(column) && !names.derived?.includes(column))
    .filter((column) => comparable(before[column]) !== comparable(after[column]))
    .map((column) => fieldOf(column, after, names));
}

const savedChanges = new WeakMap<FastifyRequest, ChangedField[]>();

/**
 * Tells the activity log's general record (auditLog.ts) what this request's save changed, read
 * from the row before and after it; without it the log names the fields the request sent.
 */
export function noteSavedChanges(
  request: FastifyRequest,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  names?: ColumnNames,
): void {
  savedChanges.set(request, changedFields(before, after, names));
}

/** What noteSavedChanges was told for this request, if anything. */
export const savedChangesOf = (request: FastifyRequest): ChangedField[] | undefined => savedChanges.get(request);
