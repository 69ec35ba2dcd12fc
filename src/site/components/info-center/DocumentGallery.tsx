import DescriptionIcon from '@mui/icons-material/Description';
import GavelIcon from '@mui/icons-material/Gavel';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The park's own documents, served from public/site/docs. */
const DOWNLOADS = [
  { id: 'presentation', href: '/site/docs/presentation.pdf' },
  { id: 'orderForm', href: '/site/docs/order-form.pdf' },
  { id: 'networkTable', href: '/site/docs/network-table.pdf' },
] as const;

/** The legal decisions behind the park, on the national legislation portal. */
const LEGAL = [
  { id: 'establishment', href: 'https://lex.uz/docs/-3169468' },
  { id: 'privileges', href: 'https://lex.uz/docs/-5055690' },
] as const;

function GalleryCard({ icon, title, text, link }: { icon: ReactNode; title: string; text: string; link: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        {icon}
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {link}
      </CardContent>
    </Card>
  );
}

/** Below the form: documents to download and the legal decisions, which open in a new tab. */
export function DocumentGallery() {
  const { t } = useTranslation('infoCenter');
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {DOWNLOADS.map(({ id, href }) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <GalleryCard
            icon={<DescriptionIcon color="primary" fontSize="large" aria-hidden />}
            title={t(`gallery.${id}.title`)}
            text={t(`gallery.${id}.text`)}
            link={
              <Link href={href} download>
                {t('gallery.download', { title: t(`gallery.${id}.title`) })}
              </Link>
            }
          />
        </Grid>
      ))}
      {LEGAL.map(({ id, href }) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <GalleryCard
            icon={<GavelIcon color="secondary" fontSize="large" aria-hidden />}
            title={t(`gallery.${id}.title`)}
            text={t(`gallery.${id}.text`)}
            link={
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {t('gallery.open', { title: t(`gallery.${id}.title`) })}
                <OpenInNewIcon
                  fontSize="inherit"
                  sx={{ ml: 0.5, verticalAlign: 'middle' }}
                  titleAccess={t('gallery.newTab')}
                />
              </Link>
            }
          />
        </Grid>
      ))}
    </Grid>
  );
}
