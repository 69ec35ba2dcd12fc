import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { News } from '../../../api/news';
import { NAVY } from '../../theme';
import { SafeHtml } from './SafeHtml';

const FRAME = { width: 640, height: 360 };
const frameStyle = { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9' } as const;

/**
 * A news item whose file is a video: its title, its text, and in the frame a play sign that
 * becomes the player when pressed. The browser's own player is not on the page before that:
 * its controls are a large styled tree of their own, and a page with two of them spent about
 * 0.1 s of a fast computer's main thread (0.4 s on a phone) styling them while it became usable.
 * The sign is a link to the film, so without scripts the browser opens the film by itself.
 */
export function VideoCard({ item }: { item: News }) {
  const { t } = useTranslation('news');
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const titleId = `video-${item.id}-title`;
  const film = item.file.image_url ?? undefined;

  // The press that asked for the film also starts it; the player takes the focus the sign had.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      {playing ? (
        <video
          ref={player}
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
          sx={{
            ...frameStyle,
            bgcolor: NAVY,
            color: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            '&:hover svg, &:focus-visible svg': { transform: 'scale(1.1)' },
          }}
        >
          <PlayIcon sx={{ fontSize: 72, transition: 'transform 0.2s' }} aria-hidden="true" />
        </Box>
      )}
      <CardContent>
        <Typography variant="h3" component="h2" id={titleId} gutterBottom>
          {item.title}
        </Typography>
        <Typography component="div" color="text.secondary">
          <SafeHtml html={item.body} />
        </Typography>
      </CardContent>
    </Card>
  );
}
