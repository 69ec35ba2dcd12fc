import { useTranslation } from 'react-i18next';
import { HeroBanner } from '../components/home/HeroBanner';
import { LatestNews } from '../components/home/LatestNews';
import { ProductsSection } from '../components/home/ProductsSection';
import { StatisticsSection } from '../components/home/StatisticsSection';
import { PageMeta } from '../components/PageMeta';

/** Home: the hero, 'Our Statistics', the three latest news, then the products with the park's partners. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} path="/" />
      <HeroBanner />
      <StatisticsSection />
      <LatestNews />
      <ProductsSection />
    </>
  );
}
