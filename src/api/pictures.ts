/**
 * Pictures in several widths, so that a phone downloads a small one. The server stores, beside
 * every uploaded JPEG, PNG or WebP picture `<stem>.<ext>`, the same picture as
 * `<stem>-<width>.avif` and `<stem>-<width>.webp` for every width below; the site's own photos in
 * `public/site` and the demo content's pictures in `public/demo` get the same files from
 * `scripts/artwork/variants.mjs`. A width the original does
 * not reach is stored at the original's width (never enlarged), so every name exists and a page
 * can list them from the picture's address alone, with no extra field in the API.
 */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;

/** Best first: a browser takes the first `<source>` whose type it knows. */
export const PICTURE_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

/**
 * Addresses that have the other widths: uploaded pictures (a random UUID, then the extension the
 * server gave it; GIFs may move and are served as they are), the site's raster photos and the
 * demo content's pictures.
 */
const WITH_VARIANTS = [
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/,
  /^\/site\/(?:hero|products|infrastructure|region)\/[a-z0-9-]+\.webp$/,
  /^\/demo\/(?:staff|residents|services|news)\/[a-z0-9-]+\.webp$/,
];

/** The address of one variant: `/uploads/<uuid>.jpg`, 640, `avif` → `/uploads/<uuid>-640.avif`. */
export const variantAddress = (src: string, width: number, ext: string) =>
  `${src.slice(0, src.lastIndexOf('.'))}-${width}.${ext}`;

export interface PictureSource {
  type: string;
  srcSet: string;
}

/** The `<source>`s of a `<picture>` for this address, best format first; none when it has no variants. */
export function pictureSources(src: string): PictureSource[] {
  if (!WITH_VARIANTS.some((pattern) => pattern.test(src))) return [];
  return PICTURE_FORMATS.map(({ ext, type }) => ({
    type,
    srcSet: PICTURE_WIDTHS.map((width) => `${variantAddress(src, width, ext)} ${width}w`).join(', '),
  }));
}
