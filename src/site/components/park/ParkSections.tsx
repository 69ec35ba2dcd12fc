import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PageSection, SectionPage } from '../../../api/pageSections';
import { useContentList } from '../../queries/useApiRead';
import { useTextLanguage } from '../../textLanguage';
import { LazyLoadError } from '../lazy/LazyLoadError';
import { CARD_SIZES } from '../ui/CardPicture';
import { GridList } from '../ui/GridList';
import { LazyPicture } from '../ui/LazyPicture';
import { SafeHtml } from '../ui/SafeHtml';

/**
 * The prose of the park pages (Privileges, Region, Infrastructure), written by staff as sections
 * (src/api/pageSections.ts): a section without a heading is one of the page's opening texts, one
 * with a heading is one of its cards, each in the staff's order.
 */

const isOpening = (section: PageSection) => section.title.trim() === '';

/**
 * A section's picture at its own size, never wider than its place: the privileges' icons stay
 * small, an uploaded photo fills the width offered (in the width the screen needs). Its known
 * width and height let the browser reserve its place (scaled down with `height: auto`) before it
 * loads, so the text below does not jump.
 */
function SectionPicture({ section, sizes }: { section: PageSection; sizes: string }) {
  const { altOf } = useTextLanguage();
  if (!section.picture) return null;
  const picture = altOf(section);
  return (
    <LazyPicture
      src={section.picture}
      sizes={sizes}
      alt={picture.alt}
      lang={picture.lang}
      width={section.picture_width ?? undefined}
      height={section.picture_height ?? undefined}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1 }}
    />
  );
}

/** The rich text of a section, its own subheadings in the site's heading style; `lang` where it is not the page's. */
function SectionText({ html, lang, lead = false }: { html: string; lang?: string; lead?: boolean }) {
  return (
    <Box
      lang={lang}
      sx={{
        '& h2': { typography: 'h2', mt: 0, mb: '0.35em' },
        '& h3': { typography: 'h3', mb: '0.35em' },
        ...(lead && { fontSize: '1.1rem' }),
      }}
    >
      <SafeHtml html={html} />
    </Box>
  );
}

/**
 * The page's opening texts, with the loading line and the friendly error of a data page (the
 * cards wait for the same read and show nothing meanwhile).
 */
export function OpeningSections({ page }: { page: SectionPage }) {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['common', 'notification']);
  const sections = useContentList<PageSection>('page-sections', { page_key: page });
  const { langOf } = useTextLanguage();
  if (sections.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (sections.isError) {
    return <LazyLoadError error={sections.error} onRetry={() => sections.refetch()} retrying={sections.isFetching} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 820 }}>
      {sections.data.filter(isOpening).map((section) => (
        <Box key={section.id} sx={{ display: 'grid', gap: 2 }}>
          <SectionPicture section={section} sizes="(max-width: 899px) 100vw, 820px" />
          <SectionText html={section.body} lang={langOf(section, 'body')} lead />
        </Box>
      ))}
    </Box>
  );
}

interface SectionCardsProps {
  page: SectionPage;
  /** The cards' heading level: 2 when they are the page's main list, 3 under a `title` of their own. */
  level: 2 | 3;
  /** A heading above the cards, shown when there are any. */
  title?: string;
  /** Columns by breakpoint, as GridList takes them. */
  columns: Record<string, string>;
}

/** The page's cards: picture, heading and text, in a grid. */
export function SectionCards({ page, level, title, columns }: SectionCardsProps) {
  const cards =
    useContentList<PageSection>('page-sections', { page_key: page }).data?.filter((section) => !isOpening(section)) ??
    [];
  const { langOf } = useTextLanguage();
  if (cards.length === 0) return null;
  return (
    <>
      {title && (
        <Typography variant="h2" gutterBottom>
          {title}
        </Typography>
      )}
      <GridList gap={3} columns={columns}>
        {cards.map((section) => (
          <Card component="li" key={section.id} variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
              <SectionPicture section={section} sizes={CARD_SIZES} />
              <Typography
                variant={level === 2 ? 'h2' : 'h3'}
                component={level === 2 ? 'h2' : 'h3'}
                sx={level === 2 ? { fontSize: '1.5rem' } : undefined}
                lang={langOf(section, 'title')}
              >
                {section.title}
              </Typography>
              <Box sx={{ color: 'text.secondary', width: '100%' }}>
                <SectionText html={section.body} lang={langOf(section, 'body')} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </GridList>
    </>
  );
}

/** All of a page's sections where they make the top of the page: its opening texts, then its cards. */
export function ParkSections({ page, columns }: { page: SectionPage; columns: Record<string, string> }) {
  return (
    <Box sx={{ display: 'grid', gap: 5, mb: 5 }}>
      <OpeningSections page={page} />
      <SectionCards page={page} level={2} columns={columns} />
    </Box>
  );
}
