import { picture } from './contentFields';
import { IMAGE_REQUIRED } from './staff';

/**
 * The picture of a pictured part of a page (a hero slide, a product, an area, an Infrastructure
 * photo): required, in the `picture_url` column, sent as a data URL of a picture or `photo`.
 */
export const pagePicture = (upload: 'picture' | 'photo', describe: string) =>
  picture({
    column: 'picture_url',
    message: IMAGE_REQUIRED,
    upload: `data URL of a JPEG, PNG or WebP ${upload}`,
    describe,
  });
