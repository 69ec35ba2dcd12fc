import { type Expression, type Kysely, sql } from 'kysely';
import type { SearchHit } from '../../api/search';
import type { ContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import { type QueryTerm, snippetOf, textMatches } from './matching';
import { type Found, rank } from './contentSearch';

/**
 * What only staff find (`scope=staff`): contact requests and investor applications by name,
 * e-mail, phone, message and reference, and for admins the accounts by name and e-mail. They are read from
 * their own tables at each search rather than indexed, so an erased applicant is gone from the
 * search the moment the rows are. The database hands over only the newest CANDIDATES of each kind
 * whose texts hold every word's letters (`holdsTerm`), matched here word by word.
 */
export interface FoundPerson extends Found {
  hit: SearchHit;
}

interface Person {
  id: number;
  name: string;
  /** Texts searched beside the name, in their order. */
  details: string[];
  created_at: string | null;
}

/** The applications staff find, each with the column of its message. */
const APPLICATIONS = [
  { type: 'contacts', message: 'message' },
  { type: 'investors', message: 'info' },
] as const;

/** A phone number's digits alone as one more word, so `998901234567` finds `+998 90 123-45-67`. */
const withDigits = (phone: string) => `${phone} ${phone.replace(/\D/g, '')}`;

/** The applications of each kind a search reads at most, the newest first: more are no inbox's search. */
export const CANDIDATES = 500;

/** A column's text as `like` compares it: lower case (Unicode's, on SQLite too: db/connect.ts). */
const lowered = (column: string) => sql<string>`lower(${sql.ref(column)})`;

/** A phone number's digits alone, as `withDigits` makes them a word (the signs a number is written with taken out). */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone_number, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;

/** Uzbek Latin letters in Cyrillic, the two-letter ones first (`e` and the apostrophe: ANY_LETTER). */
const LATIN_LETTERS = 'abdfghijklmnopqrstuvxyz';
const CYRILLIC_LETTERS = 'абдфгҳижклмнопқрстувхйз';
const UZBEK_CYRILLIC: readonly (readonly [string, string])[] = [
  ["o'", 'ў'],
  ["g'", 'ғ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ...[...LATIN_LETTERS].map((latin, at) => [latin, CYRILLIC_LETTERS[at]!] as const),
];

/** Stands in a core for a letter `like` may match with any one (`_` there, once the core's own signs are escaped). */
const ANY_LETTER = '\u0000';

/**
 * A Latin word as an Uzbek applicant may have written it in Cyrillic: the search's words are Latin
 * (an Uzbek Cyrillic text is read in Latin letters), but the database compares the text as written.
 * `e` is `е` or `э`, the apostrophe `ъ` or `ь`: either. Null for a word with no Latin letter.
 */
function uzbekCyrillicCore(core: string): string | null {
  if (!/[a-z]/.test(core)) return null;
  let cyrillic = '';
  for (let at = 0; at < core.length;) {
    const [latin, letter] = UZBEK_CYRILLIC.find(([from]) => core.startsWith(from, at)) ?? [core[at]!, core[at]!];
    cyrillic += latin === 'e' || latin === "'" ? ANY_LETTER : letter;
    at += latin.length;
  }
  return cyrillic;
}

/** A `like` pattern for a word's core: the signs `like` reads escaped, then the letters that stand for others as `_`. */
const likePatternOf = (core: string) =>
  `%${core
    .replace(/[\\%_]/g, (sign) => `\\${sign}`)
    .replace(/[е']/g, '_')
    .replaceAll(ANY_LETTER, '_')}%`;

/**
 * What a word of the text surely holds when it matches the term, as `like` patterns: each form
 * and stem less its last two letters (a stem may end in letters its words do not: `compani`, `die`
 * of `dying`), any `е` standing also for `ё` and an apostrophe for every one; a Latin core also as
 * an Uzbek Cyrillic text writes it.
 */
function termPatterns(term: QueryTerm): string[] {
  const cores = [...term.words, ...term.stems].map((form) => {
    const letters = [...form];
    return letters.slice(0, Math.max(2, letters.length - 2)).join('');
  });
  const spellings = cores.flatMap((core) => [core, uzbekCyrillicCore(core) ?? core]);
  return [...new Set(spellings)].map(likePatternOf);
}

/** A row some text of which may match the term: the database's narrowing, the matching's superset. */
const holdsTerm = (texts: readonly Expression<string>[], term: QueryTerm) =>
  sql<boolean>`(${sql.join(
    termPatterns(term).flatMap((pattern) => texts.map((text) => sql`${text} like ${pattern} escape '\\'`)),
    sql` or `,
  )})`;

export async function findPeople(
  db: Kysely<Database>,
  terms: readonly QueryTerm[],
  language: ContentLanguage,
  types: ReadonlySet<string>,
  withAccounts: boolean,
): Promise<FoundPerson[]> {
  if (terms.length === 0) return [];
  const people: [string, Person[]][] = [];
  for (const { type, message } of APPLICATIONS) {
    if (!types.has(type)) continue;
    const texts = [lowered('name'), lowered('email'), phoneDigits, lowered(message), lowered('reference')];
    const rows = await db
      .selectFrom(type)
      .select(['id', 'name', 'email', 'phone_number', `${message} as message`, 'created_at', 'reference'])
      .where(({ and }) => and(terms.map((term) => holdsTerm(texts, term))))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CANDIDATES)
      .execute();
    people.push([
      type,
      rows.map((row) => ({
        ...row,
        details: [row.email, withDigits(row.phone_number), row.message, row.reference],
      })),
    ]);
  }
  if (types.has('users') && withAccounts) {
    const rows = await db.selectFrom('users').select(['id', 'full_name', 'email']).execute();
    people.push([
      'users',
      rows.map((row) => ({ id: row.id, name: row.full_name, details: [row.email], created_at: null })),
    ]);
  }
  return people.flatMap(([type, persons]) => persons.flatMap((person) => matchPerson(type, person, terms, language)));
}

/** The person's hit where their name (weight 2) and details (1) together match every term. */
function matchPerson(
  type: string,
  person: Person,
  terms: readonly QueryTerm[],
  language: ContentLanguage,
): FoundPerson[] {
  const texts = [person.name, ...person.details];
  const matches = texts.map((text) => textMatches(text, language, terms));
  const best = terms.map((_term, at) =>
    Math.max(...matches.map((levels, field) => (levels[at]! > 0 ? rank(field === 0 ? 2 : 1, levels[at]!) : 0))),
  );
  if (best.some((score) => score === 0)) return [];
  const matched = texts.find((_text, field) => field > 0 && matches[field]!.some((level) => level > 0)) ?? person.name;
  return [
    {
      score: best.reduce((sum, score) => sum + score, 0),
      dated: person.created_at ?? '',
      type,
      id: person.id,
      hit: {
        type,
        id: person.id,
        title: person.name,
        snippet: snippetOf(matched, language, terms),
        url: null,
        published_at: person.created_at,
        language,
        fallback: false,
        edit_url: `/admin/${type}/${person.id}`,
      },
    },
  ];
}
