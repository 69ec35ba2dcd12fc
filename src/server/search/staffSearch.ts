import { type Expression, type Kysely, SqliteAdapter, sql } from 'kysely';
import type { SearchHit } from '../../api/search';
import type { ContentLanguage } from '../../api/translations';
import { PHONE_DIGITS, phoneTrigramsOf } from '../db/phoneDigitsIndexMigration';
import type { Database } from '../db/schema';
import { type QueryTerm, snippetOf, textMatches } from './matching';
import { type Found, rank } from './contentSearch';

/**
 * What only staff find (`scope=staff`): contact requests and investor applications by name,
 * e-mail, phone, message and reference, and for admins the accounts by name and e-mail. They are read from
 * their own tables at each search, looked up by the trigram indexes of their rows (`lookedUp`),
 * which lose an erased applicant's text with the rows, so they are gone from the search at once.
 * The database hands over only the newest CANDIDATES of each kind whose texts hold every word's
 * letters (`holdsTerm`), matched here word by word.
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

/** A phone number's digits alone, as `withDigits` makes them a word (the expression their index is of). */
const phoneDigits = PHONE_DIGITS;

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

/** The signs `like` reads escaped: a text matched as it is. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (sign) => `\\${sign}`);

/** A `like` pattern for a word's core: the signs `like` reads escaped, then the letters that stand for others as `_`. */
const likePatternOf = (core: string) => `%${likeEscaped(core).replace(/[е']/g, '_').replaceAll(ANY_LETTER, '_')}%`;

/**
 * What a word of the text surely holds when it matches the term: each form and stem less its last
 * two letters (a stem may end in letters its words do not: `compani`, `die` of `dying`); a Latin
 * core also as an Uzbek Cyrillic text writes it.
 */
function termCores(term: QueryTerm): string[] {
  return [...new Set([...term.words, ...term.stems].flatMap(spellingsOf))];
}

/** A form less its last two letters (at least two kept). */
const coreOf = (form: string) => {
  const letters = [...form];
  return letters.slice(0, Math.max(2, letters.length - 2)).join('');
};

/** A form's core as written in Latin and, for a Latin one, as an Uzbek Cyrillic text writes it. */
const spellingsOf = (form: string) => {
  const core = coreOf(form);
  return [core, uzbekCyrillicCore(core) ?? core];
};

/** The term's cores as `like` patterns, any `е` standing also for `ё` and an apostrophe for every one. */
const termPatterns = (term: QueryTerm) => termCores(term).map(likePatternOf);

/** Trigrams are three letters: a shorter run of letters is in no trigram index. */
const TRIGRAM_LENGTH = 3;

/** What the text may hold where a core has a letter its pattern matches with any (`_`). */
const STANDS_FOR: Readonly<Record<string, string>> = {
  е: 'её',
  "'": "'‘’`ʻʼ",
  [ANY_LETTER]: 'еёэъь',
};
const STANDING = new RegExp(`[е'${ANY_LETTER}]`);

/** Spelt out, a core's letters that stand for others multiply its spellings: past this many, the run between them serves. */
const MOST_SPELLINGS = 64;

const lettersIn = (text: string) => [...text].length;

/**
 * What a text the core matches in a way the search accepts holds, letter for letter, for a trigram
 * index to look up: the longest run of the core's own letters, or where that is shorter than a
 * trigram, the core spelt every way its standing letters are written (`oʻzb`, `o'zb`…). Empty where
 * neither is three letters long.
 */
function lookupTexts(core: string): string[] {
  const longest = core.split(STANDING).reduce((best, run) => (lettersIn(run) > lettersIn(best) ? run : best), '');
  if (lettersIn(longest) >= TRIGRAM_LENGTH) return [longest];
  if (lettersIn(core) < TRIGRAM_LENGTH) return [];
  let spellings = [''];
  for (const letter of core) {
    const variants = [...(STANDS_FOR[letter] ?? letter)];
    spellings = spellings.flatMap((spelt) => variants.map((variant) => spelt + variant));
    if (spellings.length > MOST_SPELLINGS) return [];
  }
  return spellings;
}

/**
 * The texts a row's trigram indexes are asked for, for the term: one of them is in each row the
 * search accepts for it (a word of the row is the term's word, begins with it, or has its stem).
 * A word's spelling whose core is too short for a trigram (`ўқ` of `oʻquv`) is looked up whole,
 * as the row then holds it (`ўқув`); null where even that is too short, the term narrowing
 * nothing. A stem's core too short (`ca` of `cabl`) is left to the term's words (`cab` of
 * `cable`), which hold more of its letters: a stem is what its words keep of theirs.
 */
function termLookups(term: QueryTerm): string[] | null {
  const ofWords = term.words.flatMap((word) => {
    const spellings = [word, uzbekCyrillicCore(word) ?? word];
    return spellingsOf(word).map((core, at) => {
      const texts = lookupTexts(core);
      return texts.length > 0 ? texts : lookupTexts(spellings[at]!);
    });
  });
  if (ofWords.some((texts) => texts.length === 0)) return null;
  const ofStems = term.stems.flatMap(spellingsOf).flatMap(lookupTexts);
  return [...new Set([...ofWords.flat(), ...ofStems])];
}

/** A row some text of which may match the term: the database's narrowing, the matching's superset. */
const holdsTerm = (texts: readonly Expression<string>[], term: QueryTerm) =>
  sql<boolean>`(${sql.join(
    termPatterns(term).flatMap((pattern) => texts.map((text) => sql`${text} like ${pattern} escape '\\'`)),
    sql` or `,
  )})`;

/** An FTS5 query of any of the texts, each a phrase of its trigrams. */
const anyPhrase = (texts: readonly string[]) =>
  `(${texts.map((text) => `"${text.replace(/"/g, '""')}"`).join(' OR ')})`;

/** What a phone number's digits are made of: a number holds digits and the signs taken out (api/common.ts). */
const PHONE_DIGIT_TEXT = /^[\d\s]+$/u;

/** Past this many terms a phone number may hold, the rows are looked up by the other terms alone. */
const MOST_PHONE_TERMS = 3;

/** Each term's lookup texts (termLookups), of the terms that have some. */
const lookupsOf = (terms: readonly QueryTerm[]) =>
  terms.flatMap((term) => {
    const texts = termLookups(term);
    return texts ? [texts] : [];
  });

/**
 * The rows whose trigram indexes hold a lookup text of each term (0036's of the lowered columns,
 * 0037's of the phone digits): a superset of what the search accepts, which `holdsTerm` then
 * tests, found without reading every row. A term with none narrows nothing; `lookups` has one at
 * least (findPeople reads no row without). SQLite asks its FTS5 tables; PostgreSQL its GIN indexes,
 * of the very expressions compared here.
 */
function lookedUp(type: string, columns: readonly Expression<string>[], lookups: readonly string[][], sqlite: boolean) {
  if (sqlite) return sql<boolean>`${sql.ref('id')} in (${rowsWithAll(type, lookups)})`;
  const narrowing = lookups.map((texts) =>
    sql.join(
      texts.flatMap((lookup) => columns.map((column) => sql`${column} like ${`%${likeEscaped(lookup)}%`} escape '\\'`)),
      sql` or `,
    ),
  );
  return sql<boolean>`((${sql.join(narrowing, sql`) and (`)}))`;
}

/**
 * The ids of the rows holding a text of each term, from SQLite's FTS5 tables: the terms together,
 * so FTS5 walks their lists side by side (a term in nearly every row, `2026` of a reference, costs
 * little beside a rare one). A term a phone number may hold may be in either table: each way the
 * phone's terms can be shared between the two, the rows of both.
 */
function rowsWithAll(type: string, lookups: readonly string[][]) {
  const inTable = (index: string, terms: readonly (readonly string[])[]) =>
    sql`select rowid from ${sql.table(index)} where ${sql.table(index)} match ${terms.map(anyPhrase).join(' AND ')}`;
  const phoneTerms = lookups.map((texts) => texts.filter((text) => PHONE_DIGIT_TEXT.test(text)));
  const mayBePhone = phoneTerms.flatMap((texts, at) => (texts.length > 0 ? [at] : []));
  if (mayBePhone.length > MOST_PHONE_TERMS) {
    const others = lookups.filter((_texts, at) => !mayBePhone.includes(at));
    return others.length > 0 ? inTable(`${type}_trigrams`, others) : sql`select id from ${sql.table(type)}`;
  }
  const shares = mayBePhone.reduce<number[][]>((sets, at) => sets.flatMap((set) => [set, [...set, at]]), [[]]);
  const ways = shares.map((inPhone) => {
    const rest = lookups.filter((_texts, at) => !inPhone.includes(at));
    const phone = inPhone.map((at) => phoneTerms[at]!);
    if (phone.length === 0) return inTable(`${type}_trigrams`, rest);
    if (rest.length === 0) return inTable(phoneTrigramsOf(type), phone);
    // Not `intersect`: a compound's operators bind left to right, and these are joined by `union`.
    return sql`${inTable(`${type}_trigrams`, rest)} and rowid in (${inTable(phoneTrigramsOf(type), phone)})`;
  });
  return sql.join(ways, sql` union `);
}

export async function findPeople(
  db: Kysely<Database>,
  terms: readonly QueryTerm[],
  language: ContentLanguage,
  types: ReadonlySet<string>,
  withAccounts: boolean,
): Promise<FoundPerson[]> {
  if (terms.length === 0) return [];
  const people: [string, Person[]][] = [];
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // Words all shorter than a trigram are in no index: they would be looked for in every application.
  const lookups = lookupsOf(terms);
  for (const { type, message } of APPLICATIONS) {
    if (!types.has(type) || lookups.length === 0) continue;
    const texts = [lowered('name'), lowered('email'), phoneDigits, lowered(message), lowered('reference')];
    const rows = await db
      .selectFrom(type)
      .select(['id', 'name', 'email', 'phone_number', `${message} as message`, 'created_at', 'reference'])
      .where(({ and }) => and(terms.map((term) => holdsTerm(texts, term))))
      .where(lookedUp(type, texts, lookups, sqlite))
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
