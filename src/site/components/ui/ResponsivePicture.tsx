import type { ReactElement } from 'react';
import { pictureSources } from '../../../api/pictures';

/**
 * Wraps a picture's `<img>` in a `<picture>` offering its smaller AVIF and WebP widths
 * (src/api/pictures.ts), so that a phone downloads the width it shows. `sizes` says how wide the
 * picture is laid out, in CSS pixels, at each screen width. The `<img>` keeps the original: it is
 * what browsers without AVIF or WebP show. An address with no variants is left as it is.
 */
export function ResponsivePicture({ src, sizes, children }: { src: string; sizes: string; children: ReactElement }) {
  const sources = pictureSources(src);
  if (sources.length === 0) return children;
  return (
    // `display: contents`: the <img> keeps its place in the layout as if the wrapper were not there.
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}
