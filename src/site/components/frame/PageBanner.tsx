import { Box, Breadcrumbs, Container, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NAVY } from '../../designTokens';
import { useLocalizedPath } from '../../useLocalizedPath';
import { pagePath } from '../../publicPages';
import { PageLink } from './PageLink';
import { useSiteOrigin } from '../../frameData';
import { breadcrumbNode, usePageUrl, useStructuredData } from '../../structuredData';

interface PageBannerProps {
  title: string;
  /** The title's language, where it is not the page's (a record's title shown in another language). */
  titleLang?: string;
  /** The page this one belongs to, between Home and it in the breadcrumbs (a news item's newsroom). */
  parent?: { path: string; title: string };
}

/** The header band of an inner page: its title and the way back home. */
export function PageBanner({ title, titleLang, parent }: PageBannerProps) {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const origin = useSiteOrigin();
  const pageUrl = usePageUrl();
  useStructuredData(() =>
    breadcrumbNode(pageUrl, [
      { name: t('home'), url: origin + localize(pagePath('home')) },
      ...(parent ? [{ name: parent.title, url: origin + localize(parent.path) }] : []),
      { name: title, url: pageUrl },
    ]),
  );
  return (
    <Box
      component="header"
      sx={{
        color: '#fff',
        py: { xs: 5, md: 8 },
        background: `linear-gradient(120deg, ${NAVY} 0%, #1f4d63 60%, #9a5a22 130%)`,
      }}
    >
      <Container>
        <Typography variant="h1" gutterBottom lang={titleLang}>
          {title}
        </Typography>
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ color: '#f2e6d0' }} separator="›">
          <Link component={PageLink} to={localize(pagePath('home'))} color="inherit" underline="hover">
            {t('home')}
          </Link>
          {parent && (
            <Link component={PageLink} to={localize(parent.path)} color="inherit" underline="hover">
              {parent.title}
            </Link>
          )}
          <Typography color="inherit" aria-current="page" lang={titleLang}>
            {title}
          </Typography>
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
