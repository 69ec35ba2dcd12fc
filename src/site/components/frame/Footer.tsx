import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FOOTER_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { useLocalizedPath } from '../../useLocalizedPath';
import { telLink, useParkDetails } from '../../frameData';
import { NAVY, SAND } from '../../designTokens';
import { PageLink } from './PageLink';
import { SiteIcon } from '../ui/SiteIcon';
import { clockIcon } from '../ui/icons/clockIcon';
import { envelopeIcon } from '../ui/icons/envelopeIcon';
import { phoneIcon } from '../ui/icons/phoneIcon';
import { pinIcon } from '../ui/icons/pinIcon';

/**
 * Links to the pages of FOOTER_NAV (Home, About Us, Services, News, Multimedia, Contact, Staff
 * login) and the park's contacts as staff keep them (/api/settings).
 */
export function Footer() {
  const { t } = useTranslation('footer');
  const localize = useLocalizedPath();
  const park = useParkDetails();
  return (
    <Box component="footer" sx={{ bgcolor: NAVY, color: SAND, pt: 6, pb: 4, mt: 6 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ color: '#fff', fontWeight: 700 }}>
              {t('translation:brand')}
            </Typography>
            <Typography sx={{ mt: 1 }}>{t('about')}</Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="h6" component="h2" sx={{ color: '#fff', fontSize: '1.1rem' }}>
              {t('pages')}
            </Typography>
            <Stack component="nav" aria-label={t('pages')} sx={{ mt: 1 }} spacing={0.5}>
              {FOOTER_NAV.map((key) => (
                <Link key={key} component={PageLink} to={localize(pagePath(key))} color="inherit" underline="hover">
                  {t(`links.${key}`)}
                </Link>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 5 }}>
            <Typography variant="h6" component="h2" sx={{ color: '#fff', fontSize: '1.1rem' }}>
              {t('contacts')}
            </Typography>
            <Stack component="address" sx={{ mt: 1, fontStyle: 'normal' }} spacing={1}>
              <Stack direction="row" spacing={1}>
                <SiteIcon drawing={pinIcon} size="small" />
                <span>{park.address}</span>
              </Stack>
              <Stack direction="row" spacing={1}>
                <SiteIcon drawing={clockIcon} size="small" />
                <span>{park.working_hours}</span>
              </Stack>
              {park.phones.map((phone) => (
                <Stack key={phone} direction="row" spacing={1}>
                  <SiteIcon drawing={phoneIcon} size="small" />
                  <Link href={telLink(phone)} color="inherit" underline="hover">
                    {phone}
                  </Link>
                </Stack>
              ))}
              <Stack direction="row" spacing={1}>
                <SiteIcon drawing={envelopeIcon} size="small" />
                <Link href={`mailto:${park.email}`} color="inherit" underline="hover">
                  {park.email}
                </Link>
              </Stack>
            </Stack>
            {park.social_links.length > 0 && (
              <Stack
                component="ul"
                aria-label={t('social')}
                direction="row"
                sx={{ mt: 2, p: 0, listStyle: 'none', flexWrap: 'wrap', gap: 2 }}
              >
                {park.social_links.map((link) => (
                  <li key={link.url}>
                    <Link href={link.url} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.85 }}>
          {t('rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
