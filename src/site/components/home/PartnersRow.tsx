import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PARTNERS } from '../../content/partners';
import { GridList } from '../ui/GridList';

/** Six partner badges, each opening the partner's site in a new tab without handing it our page. */
export function PartnersRow() {
  const { t } = useTranslation('home');
  return (
    <Box component="nav" aria-labelledby="partners-title">
      <Typography id="partners-title" variant="h3" sx={{ mb: 2 }}>
        {t('partners.title')}
      </Typography>
      <GridList gap={2} columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }}>
        {PARTNERS.map((partner) => (
          <li key={partner.id}>
            <Link
              href={partner.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('partners.linkLabel', { name: t(`partners.items.${partner.id}`) })}
              sx={{
                display: 'block',
                borderRadius: 1,
                bgcolor: '#fff',
                p: 1,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              <Box
                component="img"
                src={partner.badge}
                alt=""
                width={240}
                height={96}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: 'auto' }}
              />
            </Link>
          </li>
        ))}
      </GridList>
    </Box>
  );
}
