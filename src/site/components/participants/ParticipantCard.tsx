import { Box, Card, CardContent, CardMedia, Typography } from '@mui/material';
import type { Resident } from '../../../api/residents';
import { ResponsivePicture } from '../ResponsivePicture';
import { StatusBadge } from './StatusBadge';

const PICTURE = { width: 800, height: 600 };
/** One card a row on phones, two on tablets, three (of a 1200 px container) above. */
const CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px';

/** One participant of the park: picture, name, status badge and description. */
export function ParticipantCard({ resident, onScreen = false }: { resident: Resident; onScreen?: boolean }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {resident.image_url && (
        <ResponsivePicture src={resident.image_url} sizes={CARD_SIZES}>
          <CardMedia
            component="img"
            src={resident.image_url}
            alt={resident.name}
            {...PICTURE}
            // A picture on screen when the page opens is its largest paint: not worth deferring.
            loading={onScreen ? 'eager' : 'lazy'}
            sx={{ aspectRatio: '4 / 3', height: 'auto', objectFit: 'cover' }}
          />
        </ResponsivePicture>
      )}
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h3" component="h2">
            {resident.name}
          </Typography>
          <StatusBadge status={resident.status} />
        </Box>
        <Typography color="text.secondary">{resident.descp}</Typography>
      </CardContent>
    </Card>
  );
}
