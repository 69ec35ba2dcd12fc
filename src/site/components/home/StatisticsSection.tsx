import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { Statistic } from '../../../api/statistics';
import { statisticIconUrl } from '../../../api/statisticIcons';
import { COLORS, FONT_FAMILY, RADIUS, fromWidth } from '../../designTokens';
import { contentListRead } from '../../queries/contentReads';
import { useReadWithoutCache } from '../../queries/readWithoutCache';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion';
import { useCountUp, useSeenOnce, useShownBeforeScripts } from './useCountUp';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatWholeNumber } from '../../numberFormat';
import { useTextLanguage } from '../../textLanguage';

/*
 * Drawn with emotion alone, in the look MUI's Container, Typography and outlined Card give the
 * sections below it (as the hero is), and read without the data cache: on a phone the section is on
 * the first screen, and its code is fetched as the page settles; with MUI, its theme, react-query
 * and the resource's zod declaration it was some 60 kB of gzip, now a few.
 */

const Section = styled.section({
  paddingTop: 48,
  paddingBottom: 48,
  fontFamily: FONT_FAMILY,
  color: COLORS.text,
  [fromWidth('md')]: { paddingTop: 80, paddingBottom: 80 },
});

/** MUI's Container at its `lg` width. */
const Column = styled.div({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  paddingLeft: 16,
  paddingRight: 16,
  [fromWidth('sm')]: { paddingLeft: 24, paddingRight: 24 },
  [fromWidth('lg')]: { maxWidth: 1200 },
});

/** MUI's body1 in the site's theme. */
const BODY = { margin: 0, fontSize: '1rem', fontWeight: 400, lineHeight: 1.5, letterSpacing: '0.00938em' } as const;

/** The theme's h2, with MUI's gutterBottom, as SectionHeading draws the other sections' headings. */
const Heading = styled.h2({
  margin: 0,
  marginBottom: '0.35em',
  fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)',
  fontWeight: 700,
  lineHeight: 1.2,
  letterSpacing: '-0.00833em',
});

const Intro = styled.p({ ...BODY, color: COLORS.textSecondary, marginBottom: 32, maxWidth: 720 });

const Grid = styled.div({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: '1fr',
  [fromWidth('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [fromWidth('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
});

/** MUI's outlined Card, with its CardContent's padding. */
const Card = styled.article({
  height: '100%',
  boxSizing: 'border-box',
  overflow: 'hidden',
  backgroundColor: COLORS.paper,
  border: '1px solid rgba(0, 0, 0, 0.12)',
  borderRadius: RADIUS,
  display: 'grid',
  gap: 8,
  justifyItems: 'start',
  alignContent: 'start',
  padding: '16px 16px 24px',
});

const CardTitle = styled.h3({ margin: 0, fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.167 });

const Figure = styled.p({
  ...BODY,
  position: 'relative',
  fontSize: '1.9rem',
  fontWeight: 700,
  color: COLORS.primary,
  fontVariantNumeric: 'tabular-nums',
});

const Description = styled.p({ ...BODY, color: COLORS.textSecondary });

/** Present for screen readers, invisible on screen. */
const VisuallyHidden = styled.span({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: 0,
  border: 0,
});

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
    <Card aria-labelledby={titleId}>
      <img src={statisticIconUrl(statistic.icon)} alt="" width={64} height={64} loading="lazy" />
      <CardTitle id={titleId} lang={langOf(statistic, 'title')}>
        {statistic.title}
      </CardTitle>
      <Figure>
        <span aria-hidden="true" data-testid="counter">
          {format(shown)}
        </span>
        <VisuallyHidden>{format(statistic.value)}</VisuallyHidden>
      </Figure>
      <Description lang={langOf(statistic, 'description')}>{statistic.description}</Description>
    </Card>
  );
}

/** The home page's 'Our Statistics': the figures staff keep, whose numbers count up when the section comes into view. */
export function StatisticsSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const statistics = useReadWithoutCache(contentListRead<Statistic>('statistics', language));
  const [gridRef, seen] = useSeenOnce<HTMLDivElement>();
  const shownBeforeScripts = useShownBeforeScripts(gridRef);
  const format = (value: number) => formatWholeNumber(language, value);
  return (
    <Section aria-labelledby="statistics-title">
      <Column>
        <Heading id="statistics-title">{t('statistics.title')}</Heading>
        <Intro>{t('statistics.intro')}</Intro>
        <Grid ref={gridRef}>
          {(statistics ?? []).map((statistic) => (
            <StatisticCard
              key={statistic.id}
              statistic={statistic}
              counting={seen}
              still={shownBeforeScripts}
              format={format}
            />
          ))}
        </Grid>
      </Column>
    </Section>
  );
}

export default StatisticsSection;
