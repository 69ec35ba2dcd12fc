import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../queries/useApiRead';
import type { Partner } from '../../../api/partners';
import { useTextLanguage } from '../../textLanguage';
import { GridList } from '../ui/GridList';
import { LazyPicture } from '../ui/LazyPicture';

/** A logo's width in the row: half the screen on a phone, a third up to 1200 px, then a sixth of the container. */
const LOGO_SIZES = '(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 200px';

/** The partners' logos staff keep, each opening the partner's site in a new tab without handing it our page. */
export function PartnersRow() {
  const { t } = useTranslation('home');
  const partners = useContentList<Partner>('partners');
  const { altOf } = useTextLanguage();
  return (
    <Box component="nav" aria-labelledby="partners-title">
      <Typography id="partners-title" variant="h3" sx={{ mb: 2 }}>
        {t('partners.title')}
      </Typography>
      <GridList gap={2} columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }}>
        {(partners.data ?? []).map((partner) => (
          <li key={partner.id}>
            <Link
              href={partner.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('partners.linkLabel', { name: partner.name })}
              sx={{
                display: 'block',
                borderRadius: 1,
                bgcolor: '#fff',
                p: 1,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              <LazyPicture
                src={partner.picture}
                sizes={LOGO_SIZES}
                {...altOf(partner, 'name')}
                width={240}
                height={96}
                // Every logo in the same frame, whatever its own shape.
                sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '5 / 2', objectFit: 'contain' }}
              />
            </Link>
          </li>
        ))}
      </GridList>
    </Box>
  );
}
