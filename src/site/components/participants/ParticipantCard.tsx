import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { Resident } from '../../../api/residents';
import { useLanguage } from '../../../i18n/useLanguage';
import { itemAddressIn } from '../../itemAddress';
import { PageLink } from '../frame/PageLink';
import { useTextLanguage } from '../../textLanguage';
import { CardPicture } from '../ui/CardPicture';
import { StatusBadge } from './StatusBadge';

/** One participant of the park: picture, name (the link to its page), status badge and description. */
export function ParticipantCard({ resident, onScreen = false }: { resident: Resident; onScreen?: boolean }) {
  const language = useLanguage();
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
            <Link
              component={PageLink}
              to={itemAddressIn('participant', resident, language)}
              color="inherit"
              underline="hover"
            >
              {resident.name}
            </Link>
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
