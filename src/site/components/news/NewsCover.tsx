import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { News } from '../../../api/news';
import { isVideo } from '../../queries/news';
import { useTextLanguage } from '../../textLanguage';
import { NAVY } from '../../designTokens';
import { CardPicture } from '../ui/CardPicture';
import { SiteIcon } from '../ui/SiteIcon';
import { playIcon } from '../ui/icons/playIcon';

/** A cover's size in the layout, shared with the film's player that takes its place (VideoCard). */
export const FRAME = { width: 640, height: 360 };
export const frameStyle = { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9' } as const;

/**
 * A news item's cover in a list: its picture, or for a film a still sign of one (the film itself
 * plays on the item's page, so a list of news downloads no video).
 */
export function NewsCover({ item, onScreen = false }: { item: News; onScreen?: boolean }) {
  const { t } = useTranslation('news');
  const { altOf } = useTextLanguage();
  if (item.file.image_url && !isVideo(item)) {
    const picture = altOf(item);
    return (
      <CardPicture src={item.file.image_url} alt={picture.alt} lang={picture.lang} {...FRAME} onScreen={onScreen} />
    );
  }
  return (
    <Box
      sx={{
        ...frameStyle,
        bgcolor: NAVY,
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <SiteIcon drawing={playIcon} size={56} />
      {isVideo(item) && <Typography component="span">{t('newsroom.video')}</Typography>}
    </Box>
  );
}
