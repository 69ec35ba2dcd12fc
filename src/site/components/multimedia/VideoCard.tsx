import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { News } from '../../../api/news';
import { FRAME, frameStyle, NewsCover } from '../news/NewsCover';
import { useTextLanguage } from '../../textLanguage';
import { SafeHtml } from '../ui/SafeHtml';

// The press that asked for the film also starts it; the player takes the focus the sign had. One
// function for every render, so React calls it only when the player arrives.
const focusOnArrival = (player: HTMLVideoElement | null) => player?.focus();

/**
 * A news item whose file is a video: its title, its text, and in the frame the film's sign (as in
 * the news lists) that becomes the player when pressed. The browser's own player is not on the
 * page before that: its controls are a large styled tree of their own, and a page with two of
 * them spent about 0.1 s of a fast computer's main thread (0.4 s on a phone) styling them while it
 * became usable. The sign is a link to the film, so without scripts the browser opens the film.
 */
export function VideoCard({ item }: { item: News }) {
  const { t } = useTranslation('news');
  const [playing, setPlaying] = useState(false);
  const { langOf } = useTextLanguage();
  const titleId = `video-${item.id}-title`;
  const film = item.file.image_url ?? undefined;

  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      {playing ? (
        <video
          ref={focusOnArrival}
          controls
          autoPlay
          {...FRAME}
          aria-labelledby={titleId}
          style={{ ...frameStyle, background: '#000' }}
        >
          <source src={film} type={item.file.mime_type ?? undefined} />
        </video>
      ) : (
        <Box
          component="a"
          href={film}
          onClick={play}
          aria-label={t('multimedia.play', { title: item.title })}
          sx={{ display: 'block', color: 'inherit', '&:hover svg, &:focus-visible svg': { transform: 'scale(1.1)' } }}
        >
          <NewsCover item={item} />
        </Box>
      )}
      <CardContent>
        <Typography variant="h3" component="h2" id={titleId} gutterBottom lang={langOf(item, 'title')}>
          {item.title}
        </Typography>
        <Typography component="div" color="text.secondary" lang={langOf(item, 'body')}>
          <SafeHtml html={item.body} />
        </Typography>
      </CardContent>
    </Card>
  );
}
