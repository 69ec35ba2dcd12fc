import type { Kysely } from 'kysely';
import type { SearchHit } from '../../api/search';
import type { ContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import { type QueryTerm, snippetOf, textMatches } from './matching';
import { type Found, rank } from './contentSearch';

/**
 * What only staff find (`scope=staff`): contact requests and investor applications by name,
 * e-mail, phone, message and reference, and for admins the accounts by name and e-mail. They are read from
 * their own tables at each search rather than indexed, so an erased applicant is gone from the
 * search the moment the rows are; the lists are the size of an office's inbox.
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
    const rows = await db
      .selectFrom(type)
      .select(['id', 'name', 'email', 'phone_number', `${message} as message`, 'created_at', 'reference'])
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
