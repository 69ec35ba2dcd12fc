import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../components/about/FaqAccordion';
import { LazyLoadError } from '../components/lazy/LazyLoadError';
import { PageFrame } from '../components/frame/PageFrame';
import { useContentList } from '../queries/useApiRead';
import type { Faq } from '../../api/faq';
import { useLanguage } from '../../i18n/useLanguage';
import { faqPageNode, usePageUrl, useStructuredData } from '../structuredData';

/** The questions staff keep, in their order; the loading and error states of a data page. */
function FaqList() {
  const { t } = useTranslation(['about', 'notification']);
  const faq = useContentList<Faq>('faq');
  const language = useLanguage();
  const pageUrl = usePageUrl();
  useStructuredData(() => (faq.data?.length ? faqPageNode(pageUrl, language, faq.data) : undefined));
  if (faq.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (faq.isError) return <LazyLoadError error={faq.error} onRetry={() => faq.refetch()} retrying={faq.isFetching} />;
  return (
    <div>
      {faq.data.map((item, index) => (
        <FaqAccordion key={item.id} item={item} number={index + 1} />
      ))}
    </div>
  );
}

/** /about-us: what the park is for, and its tasks as questions and answers staff keep. */
export default function AboutPage() {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['about', 'notification']);
  return (
    <PageFrame ns="about">
      <Container sx={{ py: 6 }}>
        <Box sx={{ maxWidth: '75ch', mb: 5 }}>
          <Typography variant="h2" gutterBottom>
            {t('intro.heading')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('intro.first')}</Typography>
          <Typography>{t('intro.second')}</Typography>
        </Box>
        <Typography variant="h2" gutterBottom>
          {t('tasksHeading')}
        </Typography>
        <FaqList />
      </Container>
    </PageFrame>
  );
}
