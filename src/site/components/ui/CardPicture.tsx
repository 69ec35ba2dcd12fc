import { CardMedia } from '@mui/material';
import { ResponsivePicture } from './ResponsivePicture';

/** How wide a card of the data pages is: one a row on phones, two on tablets, three (of a 1200 px container) above. */
export const CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px';

interface CardPictureProps {
  src: string;
  alt: string;
  /** The alt text's language, where it is not the page's. */
  lang?: string;
  /** The stored picture's proportions; it fills the card's width and is cropped to them. */
  width: number;
  height: number;
  /** On screen when the page opens: its largest paint, not worth deferring. */
  onScreen?: boolean;
}

/** The picture at the top of a data page's card, in the width the screen needs. */
export function CardPicture({ src, alt, lang, width, height, onScreen = false }: CardPictureProps) {
  return (
    <ResponsivePicture src={src} sizes={CARD_SIZES}>
      <CardMedia
        component="img"
        src={src}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        loading={onScreen ? 'eager' : 'lazy'}
        sx={{ aspectRatio: `${width} / ${height}`, height: 'auto', objectFit: 'cover' }}
      />
    </ResponsivePicture>
  );
}
