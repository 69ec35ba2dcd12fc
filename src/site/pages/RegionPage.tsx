import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../components/ui/Carousel';
import { FactCard } from '../components/ui/FactCard';
import { GridList } from '../components/ui/GridList';
import { PageFrame } from '../components/frame/PageFrame';
import { ParkSections } from '../components/park/ParkSections';
import { PhotoFigure } from '../components/ui/PhotoFigure';
import { useLanguage } from '../../i18n/useLanguage';
import { formatWholeNumber } from '../numberFormat';

/** Region: the park's four areas and their land in hectares, each with a picture. */
const AREAS = [
  { id: 'ohangaron', hectares: 338 },
  { id: 'parkent', hectares: 10 },
  { id: 'khorezm', hectares: 4 },
  { id: 'fergana', hectares: 10 },
] as const;

export default function RegionPage() {
  const { t } = useTranslation('services');
  const language = useLanguage();
  const slides = AREAS.map((area) => ({
    key: area.id,
    content: (
      <PhotoFigure
        src={`/site/region/${area.id}.webp`}
        alt={t(`region.areas.${area.id}.alt`)}
        caption={t(`region.areas.${area.id}.name`)}
      />
    ),
  }));

  return (
    <PageFrame ns="services" keyPrefix="region">
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <ParkSections page="region" columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} />
        <Typography variant="h2" gutterBottom>
          {t('region.areasTitle')}
        </Typography>
        <GridList gap={3} columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} sx={{ mb: 8 }}>
          {AREAS.map((area) => (
            <FactCard key={area.id} title={t(`region.areas.${area.id}.name`)} text={t(`region.areas.${area.id}.text`)}>
              <Typography sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.main' }}>
                {formatWholeNumber(language, area.hectares)} {t('region.unit')}
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
