import { Box } from '@mui/material';

/** A small picture in a list row or form, sized up front so the layout does not jump. */
export function Thumbnail({ src, alt, size = 56 }: { src: string | null | undefined; alt: string; size?: number }) {
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
