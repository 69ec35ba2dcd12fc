import { useTranslation } from 'react-i18next';
import { HeroBanner } from '../components/home/HeroBanner';
import { deferredPart } from '../components/lazy/DeferredPart';
import { themedPart } from '../components/lazy/themedPart';
import { PageMeta } from '../components/frame/PageMeta';

// Below the hero: fetched and hydrated as they come near the screen. The statistics, on a phone's
// first screen, are drawn without MUI as the hero is; the parts further down bring MUI and the
// site's MUI theme with them.
const StatisticsSection = deferredPart(() => import('../components/home/StatisticsSection'));
const LatestNews = deferredPart(themedPart(() => import('../components/home/LatestNews')));
const ProductsSection = deferredPart(themedPart(() => import('../components/home/ProductsSection')));

/** Home: the hero, 'Our Statistics', the three latest news, then the products with the park's partners. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} />
      <HeroBanner />
      <StatisticsSection />
      <LatestNews />
      <ProductsSection />
    </>
  );
}
