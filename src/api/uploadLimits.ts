/**
 * What each upload slot accepts and the messages for what it refuses (docs/product.md#limits),
 * written once for the server, which has the last word, and for the back office and the public
 * site, which check the same before sending so nobody waits for an upload that would be refused.
 */

export const MB = 1024 * 1024;

/** Pictures: staff portraits, participants', services' and news pictures. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Videos: a news item may carry one instead of a picture (the Multimedia page). */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const PDF_TYPE = 'application/pdf';

/** Staff portraits, participants' and services' pictures. */
export const PICTURE_MAX_MB = 3;
export const NEWS_IMAGE_MAX_MB = 5;
export const NEWS_VIDEO_MAX_MB = 30;
/** Each document of an investor application, and all of them together. */
export const PDF_MAX_MB = 10;
export const INVESTOR_TOTAL_MB = 40;

export const INVALID_FILE_TYPE = 'Invalid file type';
export const fileTooLarge = (maxMb: number) => `File size exceeds ${maxMb}MB`;
export const filesTooLarge = (maxMb: number) => `Files together exceed ${maxMb}MB`;
