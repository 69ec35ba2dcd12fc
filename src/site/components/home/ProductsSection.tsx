import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/products';
import { useContentList } from '../../queries/useApiRead';
import { withSiteQueries } from '../../queries/SiteQueries';
import { useTextLanguage } from '../../textLanguage';
import { Carousel } from '../ui/Carousel';
import { croppedPicture } from '../ui/croppedPicture';
import { LazyPicture } from '../ui/LazyPicture';
import { PartnersRow } from './PartnersRow';
import { SectionHeading } from './SectionHeading';

/** Three products side by side, two up to 1024 px wide, one up to 768 px. */
const PRODUCT_BREAKPOINTS = { 769: { slidesPerView: 2 }, 1025: { slidesPerView: 3 } };
/** The width of one product's picture at those breakpoints (the container is at most 1200 px). */
const PRODUCT_SIZES = '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 400px';

function ProductCard({ product }: { product: Product }) {
  const { langOf, altOf } = useTextLanguage();
  const picture = altOf(product, 'name');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <LazyPicture
        src={product.picture}
        sizes={PRODUCT_SIZES}
        alt={picture.alt}
        lang={picture.lang}
        width={800}
        height={600}
        sx={croppedPicture('4 / 3')}
      />
      <CardContent>
        <Typography variant="h3" component="h3" gutterBottom lang={langOf(product, 'name')}>
          {product.name}
        </Typography>
        <Typography color="text.secondary" lang={langOf(product, 'description')}>
          {product.description}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The home page's products block: the carousel of the products staff keep, a word about the park, and its partners. */
export function ProductsSection() {
  const { t } = useTranslation('home');
  const products = useContentList<Product>('products');
  const slides = (products.data ?? []).map((product) => ({
    key: String(product.id),
    content: <ProductCard product={product} />,
  }));
  return (
    <Box component="section" aria-labelledby="products-title" sx={{ py: { xs: 6, md: 10 }, bgcolor: '#f4ede2' }}>
      <Container>
        <SectionHeading id="products-title" title={t('products.title')} intro={t('products.intro')} />
        <Carousel label={t('products.carouselLabel')} slides={slides} breakpoints={PRODUCT_BREAKPOINTS} />
        <Typography variant="h2" sx={{ mt: 8, mb: 2 }}>
          {t('about.title')}
        </Typography>
        <Typography sx={{ maxWidth: 860, mb: 6 }}>{t('about.text')}</Typography>
        <PartnersRow />
      </Container>
    </Box>
  );
}

/** Loaded on its own, after Home's first screen: it brings the data cache, which Home's chunk does without. */
export default withSiteQueries(ProductsSection);
