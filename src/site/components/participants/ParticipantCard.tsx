import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Resident } from '../../../api/residents';
import { useTextLanguage } from '../../textLanguage';
import { CardPicture } from '../ui/CardPicture';
import { StatusBadge } from './StatusBadge';

/** One participant of the park: picture, name, status badge and description. */
export function ParticipantCard({ resident, onScreen = false }: { resident: Resident; onScreen?: boolean }) {
  const { langOf, altOf } = useTextLanguage();
  const picture = altOf(resident, 'name');
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {resident.image_url && (
        <CardPicture
          src={resident.image_url}
          alt={picture.alt}
          lang={picture.lang}
          width={800}
          height={600}
          onScreen={onScreen}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h3" component="h2" lang={langOf(resident, 'name')}>
            {resident.name}
          </Typography>
          <StatusBadge status={resident.status} />
        </Box>
        <Typography color="text.secondary" lang={langOf(resident, 'content')}>
          {resident.descp}
        </Typography>
      </CardContent>
    </Card>
  );
}
