/** What both application tabs share: newest first, inside the Applications page rather than at a route of their own. */
export const APPLICATION_LIST = {
  sort: { field: 'created_at', order: 'DESC' },
  disableSyncWithLocation: true,
  title: 'applications.title',
  rowClick: false,
} as const;

/**
 * The sender's own words in the table (a message, what a participant wrote about the company):
 * wide enough to read rather than a word a line, and cut after five lines, since a single long
 * message would otherwise make its row several screens tall; the whole text is in the
 * application's own view.
 */
export const SENDER_TEXT_COLUMN = { minWidth: '16rem' };
export const SENDER_TEXT = {
  display: '-webkit-box',
  WebkitLineClamp: 5,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** A column of a few words a line: the sender's name (often a company's full legal name), their documents' titles. */
export const SHORT_TEXT_COLUMN = { minWidth: '10rem' };
