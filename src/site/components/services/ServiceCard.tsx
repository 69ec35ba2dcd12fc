import { Card, CardContent, CardMedia, Typography } from '@mui/material';
import type { Service } from '../../../api/services';
import { ResponsivePicture } from '../ResponsivePicture';

const PICTURE = { width: 800, height: 600 };
/** One card a row on phones, two on tablets, three (of a 1200 px container) above. */
const CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px';

/** One service the park offers its residents: picture, name and what it covers. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {service.photo && (
        <ResponsivePicture src={service.photo} sizes={CARD_SIZES}>
          <CardMedia
            component="img"
            src={service.photo}
            alt=""
            {...PICTURE}
            loading="lazy"
            sx={{ aspectRatio: '4 / 3', height: 'auto', objectFit: 'cover' }}
          />
        </ResponsivePicture>
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" component="h2" gutterBottom>
          {service.name}
        </Typography>
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {service.content}
        </Typography>
      </CardContent>
    </Card>
  );
}
