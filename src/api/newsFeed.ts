import { languagePrefix } from './languagePaths';
import type { ContentLanguage } from './translations';

// Its own module without zod: every public page names its language's feed in its head.

/** The news feed (RSS 2.0) of a language: `/rss.xml`, `/ru/rss.xml`, `/uz/rss.xml`. */
export const newsFeedPath = (language: ContentLanguage) => `${languagePrefix(language)}/rss.xml`;

/** How many of the latest news items a feed holds. */
export const NEWS_FEED_ITEMS = 30;
