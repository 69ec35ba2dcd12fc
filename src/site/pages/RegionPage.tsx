import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../components/ui/Carousel';
import { FactCard } from '../components/ui/FactCard';
import { GridList } from '../components/ui/GridList';
import { PageFrame } from '../components/frame/PageFrame';
import { ParkSections } from '../components/park/ParkSections';
import { usePhotoSlides } from '../components/ui/PhotoFigure';
import { useLanguage } from '../../i18n/useLanguage';
import { formatToHundredths } from '../numberFormat';
import { useContentList } from '../queries/useApiRead';
import type { Area } from '../../api/areas';
import { useTextLanguage } from '../textLanguage';

/** Region: the park's areas staff keep and their land in hectares, each with a picture. */
export default function RegionPage() {
  const { t } = useTranslation('services');
  const language = useLanguage();
  const areas = useContentList<Area>('areas').data ?? [];
  const { langOf } = useTextLanguage();
  const slides = usePhotoSlides(areas, 'name');

  return (
    <PageFrame ns="services" keyPrefix="region">
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <ParkSections page="region" columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} />
        <Typography variant="h2" gutterBottom>
          {t('region.areasTitle')}
        </Typography>
        <GridList gap={3} columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} sx={{ mb: 8 }}>
          {areas.map((area) => (
            <FactCard
              key={area.id}
              title={area.name}
              titleLang={langOf(area, 'name')}
              text={area.text}
              textLang={langOf(area, 'text')}
            >
              <Typography sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.main' }}>
                {formatToHundredths(language, area.hectares)} {t('region.unit')}
              </Typography>
            </FactCard>
          ))}
        </GridList>
        <Typography variant="h2" gutterBottom>
          {t('region.photosTitle')}
        </Typography>
        <Box sx={{ maxWidth: 900, mx: 'auto' }}>
          <Carousel label={t('region.photosTitle')} slides={slides} />
        </Box>
      </Container>
    </PageFrame>
  );
}
