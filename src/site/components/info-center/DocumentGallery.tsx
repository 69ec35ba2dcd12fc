import styled from '@emotion/styled';
import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../queries/useApiRead';
import type { ParkDocument } from '../../../api/documents';
import { LazyLoadError } from '../lazy/LazyLoadError';
import { useTextLanguage } from '../../textLanguage';
import { SiteIcon } from '../ui/SiteIcon';
import { documentIcon } from '../ui/icons/documentIcon';
import { openInNewIcon } from '../ui/icons/openInNewIcon';
import { scalesIcon } from '../ui/icons/scalesIcon';

/** The legal decisions behind the park, on the national legislation portal. */
const LEGAL = [
  { id: 'establishment', href: 'https://lex.uz/docs/-3169468' },
  { id: 'privileges', href: 'https://lex.uz/docs/-5055690' },
] as const;

/** After a link's words, in their size: it says the link opens a new tab. */
const NewTabIcon = styled(SiteIcon)({ fontSize: 'inherit', marginLeft: 4, verticalAlign: 'middle' });

interface GalleryCardProps {
  icon: ReactNode;
  title: string;
  /** The title's language, where it is not the page's. */
  titleLang?: string;
  text?: string;
  link: ReactNode;
}

function GalleryCard({ icon, title, titleLang, text, link }: GalleryCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        {icon}
        <Typography variant="h3" component="h3" lang={titleLang}>
          {title}
        </Typography>
        {text && <Typography color="text.secondary">{text}</Typography>}
        {link}
      </CardContent>
    </Card>
  );
}

/**
 * Below the form: the documents staff keep (/api/documents, in their order and the page's
 * language; the server renders them into the page) to download, then the legal decisions, which
 * open in a new tab.
 */
export function DocumentGallery() {
  const { t } = useTranslation('infoCenter');
  const documents = useContentList<ParkDocument>('documents');
  const { langOf } = useTextLanguage();
  return (
    <>
      {documents.isPending && (
        <Typography role="status" sx={{ mb: 2 }}>
          {t('gallery.loading')}
        </Typography>
      )}
      {documents.isError && (
        <LazyLoadError
          error={documents.error}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      )}
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(documents.data ?? []).map((document) => (
          <Grid key={document.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <GalleryCard
              icon={<SiteIcon drawing={documentIcon} tone="primary" size="large" />}
              title={document.title}
              titleLang={langOf(document, 'title')}
              link={
                <Link href={document.file.url} download>
                  {t('gallery.download', { title: document.title })}
                </Link>
              }
            />
          </Grid>
        ))}
        {LEGAL.map(({ id, href }) => (
          <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <GalleryCard
              icon={<SiteIcon drawing={scalesIcon} tone="secondary" size="large" />}
              title={t(`gallery.${id}.title`)}
              text={t(`gallery.${id}.text`)}
              link={
                <Link href={href} target="_blank" rel="noopener noreferrer">
                  {t('gallery.open', { title: t(`gallery.${id}.title`) })}
                  <NewTabIcon drawing={openInNewIcon} aria-label={t('gallery.newTab')} />
                </Link>
              }
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
