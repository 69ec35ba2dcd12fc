import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { statisticIconUrl, type Statistic } from '../../../api/statistics';
import { useContentList } from '../../queries/useApiRead';
import { withSiteQueries } from '../../queries/SiteQueries';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion';
import { useCountUp, useSeenOnce, useShownBeforeScripts } from './useCountUp';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatWholeNumber } from '../../numberFormat';
import { SectionHeading } from './SectionHeading';
import { useTextLanguage } from '../../textLanguage';

/** Present for screen readers, invisible on screen. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: 0,
  border: 0,
} as const;

interface StatisticCardProps {
  statistic: Statistic;
  counting: boolean;
  /** Shows the final number, without counting: it may have been read already. */
  still: boolean;
  format: (value: number) => string;
}

/** One card; the running number is for the eye, the final one is what assistive tech reads. */
function StatisticCard({ statistic, counting, still, format }: StatisticCardProps) {
  const reducedMotion = usePrefersReducedMotion();
  const shown = useCountUp(statistic.value, counting, still || reducedMotion);
  const { langOf } = useTextLanguage();
  const titleId = `statistic-${statistic.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <img src={statisticIconUrl(statistic.icon)} alt="" width={64} height={64} loading="lazy" />
        <Typography id={titleId} variant="h3" component="h3" lang={langOf(statistic, 'title')}>
          {statistic.title}
        </Typography>
        <Typography
          component="p"
          sx={{
            position: 'relative',
            fontSize: '1.9rem',
            fontWeight: 700,
            color: 'primary.main',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <span aria-hidden="true" data-testid="counter">
            {format(shown)}
          </span>
          <Box component="span" sx={visuallyHidden}>
            {format(statistic.value)}
          </Box>
        </Typography>
        <Typography color="text.secondary" lang={langOf(statistic, 'description')}>
          {statistic.description}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The home page's 'Our Statistics': the figures staff keep, whose numbers count up when the section comes into view. */
export function StatisticsSection() {
  const { t } = useTranslation('home');
  const statistics = useContentList<Statistic>('statistics');
  const [gridRef, seen] = useSeenOnce<HTMLDivElement>();
  const shownBeforeScripts = useShownBeforeScripts(gridRef);
  const language = useLanguage();
  const format = (value: number) => formatWholeNumber(language, value);
  return (
    <Box component="section" aria-labelledby="statistics-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container>
        <SectionHeading id="statistics-title" title={t('statistics.title')} intro={t('statistics.intro')} />
        <Box
          ref={gridRef}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {(statistics.data ?? []).map((statistic) => (
            <StatisticCard
              key={statistic.id}
              statistic={statistic}
              counting={seen}
              still={shownBeforeScripts}
              format={format}
            />
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/** Loaded on its own, after Home's first screen: it brings the data cache, which Home's chunk does without. */
export default withSiteQueries(StatisticsSection);
