/** The colour a photo's place shows until the photo loads: the site's warm paper tone. */
export const PHOTO_PLACEHOLDER = '#e9e2d6';

/**
 * The style of a picture that fills its width and is cropped to `aspectRatio` (`'4 / 3'`), its place
 * kept in `bgcolor` until it loads.
 */
export const croppedPicture = (aspectRatio: string, bgcolor: string = PHOTO_PLACEHOLDER) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio,
  objectFit: 'cover',
  bgcolor,
});
