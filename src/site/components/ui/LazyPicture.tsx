import { Box, type SxProps, type Theme } from '@mui/material';
import { ResponsivePicture } from './ResponsivePicture';

interface LazyPictureProps {
  src: string;
  /** How wide the picture is laid out at each screen width (see ResponsivePicture). */
  sizes: string;
  alt: string;
  /** The alt text's language, where it is not the page's. */
  lang?: string;
  /** The stored picture's size, which lets the browser keep its place before it loads. */
  width?: number;
  height?: number;
  sx: SxProps<Theme>;
}

/** A picture below the first screen: loaded as it comes near, in the width the screen needs. */
export function LazyPicture({ src, sizes, alt, lang, width, height, sx }: LazyPictureProps) {
  return (
    <ResponsivePicture src={src} sizes={sizes}>
      <Box component="img" src={src} alt={alt} lang={lang} width={width} height={height} loading="lazy" sx={sx} />
    </ResponsivePicture>
  );
}
