import { restoredTexts, type RevisedResource } from '../../api/revisions';
import { diffWords } from 'diff';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';

/** A run of words that stayed, came in or went out between two revisions. */
export interface WordRun {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** One text in one language that differs from the revision before. */
export interface TextChange {
  field: string;
  language: ContentLanguage;
  runs: WordRun[];
}

type Row = Record<string, unknown>;

/**
 * Words as the browser's word breaking finds them in any script. jsdiff's own tokenizer knows only
 * Latin letters: a Cyrillic word fell apart into letters, and a changed Russian title read as
 * scattered letters struck out and put in.
 */
const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

const columnOf = (field: string, language: ContentLanguage) => (language === 'en' ? field : `${field}_${language}`);

/** The words of a rich text (its tags are not what people changed), or the text as it is. */
function wordsOf(value: unknown, html: boolean): string {
  const text = typeof value === 'string' ? value : '';
  if (!html || !text) return text;
  const body = new DOMParser().parseFromString(text, 'text/html').body;
  body.querySelectorAll('p, li, br, h1, h2, h3, h4').forEach((element) => element.append('\n'));
  return (body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

/**
 * What a save changed in a record's texts, per field and language, word by word (jsdiff's
 * `diffWords` over the words of WORDS): the stored rows of a revision and of the one before it.
 */
export function textChanges(resource: RevisedResource, before: Row, after: Row): TextChange[] {
  const rich = resource.richTexts?.fields ?? [];
  return resource.texts.flatMap((field: string) =>
    CONTENT_LANGUAGES.flatMap((language) => {
      const html = rich.includes(field);
      const old = wordsOf(before[columnOf(field, language)], html);
      const now = wordsOf(after[columnOf(field, language)], html);
      if (old === now) return [];
      const runs = diffWords(old, now, { intlSegmenter: WORDS }).map((part): WordRun => ({
        text: part.value,
        change: part.added ? 'added' : part.removed ? 'removed' : 'same',
      }));
      return [{ field, language, runs }];
    }),
  );
}

/** The record's other fields (and its file) that a save changed. */
export function otherChanges(resource: RevisedResource, before: Row, after: Row): string[] {
  const names: string[] = [...resource.fields, ...(resource.file ? [resource.file.column] : [])];
  return names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

/** The texts a language would lose: written in the current record, empty in the version to restore. */
export interface EmptiedTexts {
  language: ContentLanguage;
  fields: string[];
}

/** A text with no words (a rich text may still hold a picture, which is not nothing). */
const isBlank = (value: unknown, html: boolean) =>
  wordsOf(value, html).trim() === '' && !(html && typeof value === 'string' && /<img\b/i.test(value));

/** What restoring `restored` over `current` empties, per language (none: nothing is lost). */
export function emptiedTexts(resource: RevisedResource, current: Row, restored: Row): EmptiedTexts[] {
  const rich = resource.richTexts?.fields ?? [];
  return CONTENT_LANGUAGES.flatMap((language) => {
    const fields = restoredTexts(resource).filter((field: string) => {
      const column = columnOf(field, language);
      const html = rich.includes(field);
      return !isBlank(current[column], html) && column in restored && isBlank(restored[column], html);
    });
    return fields.length ? [{ language, fields }] : [];
  });
}
