import { Card, CardContent, Link, Typography } from '@mui/material';
import type { Service } from '../../../api/services';
import { useLanguage } from '../../../i18n/useLanguage';
import { itemAddressIn } from '../../itemAddress';
import { PageLink } from '../frame/PageLink';
import { useTextLanguage } from '../../textLanguage';
import { CardPicture } from '../ui/CardPicture';

/** One service the park offers its residents: picture, name (the link to its page) and what it covers. */
export function ServiceCard({ service }: { service: Service }) {
  const language = useLanguage();
  const { langOf, altOf } = useTextLanguage();
  const picture = altOf(service);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {service.photo && (
        <CardPicture src={service.photo} alt={picture.alt} lang={picture.lang} width={800} height={600} />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" component="h2" gutterBottom lang={langOf(service, 'name')}>
          <Link component={PageLink} to={itemAddressIn('service', service, language)} color="inherit" underline="hover">
            {service.name}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }} lang={langOf(service, 'content')}>
          {service.content}
        </Typography>
      </CardContent>
    </Card>
  );
}
