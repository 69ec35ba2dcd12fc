import { Card, CardContent, Typography } from '@mui/material';
import type { News } from '../../../api/news';
import { SafeHtml } from './SafeHtml';

const FRAME = { width: 640, height: 360 };

/**
 * A news item whose file is a video: the player (never autoplaying), its title and its text. The
 * film is fetched only when the visitor starts it (`preload="none"`): reading even its metadata
 * would cost a phone data and, per player, about a third of a second of main-thread work while the
 * page is still becoming usable.
 */
export function VideoCard({ item }: { item: News }) {
  const titleId = `video-${item.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <video
        controls
        preload="none"
        {...FRAME}
        aria-labelledby={titleId}
        style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', background: '#000' }}
      >
        <source src={item.file.image_url ?? undefined} type={item.file.mime_type ?? undefined} />
      </video>
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
