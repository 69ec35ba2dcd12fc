import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import type { ContentLanguage } from '../../api/translations';

/**
 * The words of a text as the search compares them (docs/architecture.md#search), the same for
 * what is stored and what is asked, on either database: lower case, `ё` as `е`, every Uzbek
 * apostrophe as one sign, Uzbek written in Cyrillic spelt in Latin, and beside each word its stem
 * (Snowball's, for English and Russian), so that `заводы` meets `завод` and `plants` meets `plant`.
 */
export interface SearchWord {
  /** The word as written, normalised. */
  word: string;
  /** Its stem in the text's language: the word itself where there is no stemmer (Uzbek). */
  stem: string;
}

/** The signs typed for the Uzbek oʻ, gʻ and glottal stop (' ‘ ’ ` ʻ ʼ): one sign in the search. */
const APOSTROPHES = /['‘’`ʻʼ]/gu;
const APOSTROPHE = "'";

/** Letters and digits, with apostrophes inside a word (oʻquv, maʼlumot, don't). */
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** Uzbek Cyrillic letters in the Latin alphabet of 1995 (е, ц and their like by their place, below). */
const UZBEK_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: APOSTROPHE,
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: `o${APOSTROPHE}`,
  қ: 'q',
  ғ: `g${APOSTROPHE}`,
  ҳ: 'h',
};
const VOWELS = 'аеёиоуўэюяъь';

/** An Uzbek word in Cyrillic in Latin letters: `е` is `ye` at a word's start and after a vowel, `ц` `ts` only after a vowel. */
function uzbekInLatin(word: string): string {
  let latin = '';
  for (let at = 0; at < word.length; at++) {
    const letter = word[at]!;
    const afterVowel = at === 0 || VOWELS.includes(word[at - 1]!);
    if (letter === 'е') latin += afterVowel ? 'ye' : 'e';
    else if (letter === 'ц') latin += at > 0 && afterVowel ? 'ts' : 's';
    else latin += UZBEK_LATIN[letter] ?? letter;
  }
  return latin;
}

const STEMMERS: Readonly<Record<ContentLanguage, (word: string) => string>> = {
  en: englishStem,
  ru: russianStem,
  uz: (word) => word,
};

/** The text folded as the search compares it: lower case, `ё` as `е` (Russian), one apostrophe. */
function folded(text: string, language: ContentLanguage): string {
  const lower = text.toLowerCase().replace(APOSTROPHES, APOSTROPHE);
  return language === 'uz' ? lower : lower.replace(/ё/g, 'е');
}

/** One word (already folded) as the search compares it in `language`. */
function searchWord(word: string, language: ContentLanguage): SearchWord {
  const spelt = language === 'uz' ? uzbekInLatin(word) : word;
  return { word: spelt, stem: STEMMERS[language](spelt) };
}

/** The words of a text, in order, each with where it stands in the text (for the snippet). */
export function wordsWithPlaces(
  text: string,
  language: ContentLanguage,
): (SearchWord & { start: number; end: number })[] {
  // Folding keeps each character's place: lower case, ё→е and the apostrophes are one character for one.
  const foldedText = folded(text, language);
  return [...foldedText.matchAll(WORD)].map((match) => ({
    ...searchWord(match[0], language),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The words of a text as the search compares them. */
export const searchWords = (text: string, language: ContentLanguage): SearchWord[] =>
  [...folded(text, language).matchAll(WORD)].map((match) => searchWord(match[0], language));
