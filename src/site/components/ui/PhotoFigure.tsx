import { Box, Typography } from '@mui/material';
import { useTextLanguage, type WithTextLanguages } from '../../textLanguage';
import { croppedPicture } from './croppedPicture';
import { LazyPicture } from './LazyPicture';

interface PhotoFigureProps {
  src: string;
  alt: string;
  caption: string;
  /** The alt text's and the caption's languages, where they are not the page's. */
  altLang?: string;
  captionLang?: string;
}

/** A 1200×800 photo with its caption, as the Infrastructure and Region carousels show them. */
export function PhotoFigure({ src, alt, caption, altLang, captionLang }: PhotoFigureProps) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <LazyPicture
        src={src}
        sizes="(max-width: 1200px) 100vw, 1200px"
        alt={alt}
        lang={altLang}
        width={1200}
        height={800}
        sx={{ ...croppedPicture('3 / 2'), borderRadius: 2 }}
      />
      <Typography component="figcaption" sx={{ mt: 1 }} lang={captionLang}>
        {caption}
      </Typography>
    </Box>
  );
}

type CaptionedPhoto<Field extends string> = WithTextLanguages<Field | 'picture_alt'> & {
  id: number;
  picture: string;
  picture_alt: string;
} & Record<Field, string>;

/**
 * A carousel's slides from records staff keep: each record's picture captioned by one of its texts,
 * described by its alt text (or, without one, by the caption), each marked with its own language.
 */
export function usePhotoSlides<Field extends string>(photos: CaptionedPhoto<Field>[], captionField: Field) {
  const { langOf, altOf } = useTextLanguage();
  return photos.map((photo) => {
    const picture = altOf<Field>(photo, captionField);
    return {
      key: String(photo.id),
      content: (
        <PhotoFigure
          src={photo.picture}
          alt={picture.alt}
          altLang={picture.lang}
          caption={photo[captionField]}
          captionLang={langOf(photo, captionField)}
        />
      ),
    };
  });
}
