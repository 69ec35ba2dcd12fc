import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { useLocalizedPath } from '../../useLocalizedPath';
import { telLink, useParkDetails } from '../../frameData';
import { menuButtonStyle, menuEntryStyle, openMenuStyle } from './menuEntryStyle';
import { PageNavLink } from './PageLink';
import { useClosingDisclosure } from './useClosingDisclosure';

/**
 * The navbar's entries for phones, and the park's numbers to call, in a panel under the bar. It is
 * a `<details>`: it opens, and its links lead on, before the page's scripts have run or without
 * them; the scripts only add the ways to close it (useClosingDisclosure).
 */
export function PhoneMenu() {
  const { t } = useTranslation('navbar');
  const localize = useLocalizedPath();
  const { phones } = useParkDetails();
  const menu = useClosingDisclosure();
  return (
    <Box component="details" ref={menu} sx={{ display: { lg: 'none' }, ...openMenuStyle }}>
      <Box
        component="summary"
        aria-label={t('openMenu')}
        sx={{
          ...menuButtonStyle,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 40,
          height: 40,
          borderRadius: '50%',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
          '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
        }}
      >
        <MenuIcon />
      </Box>
      <Box
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          maxHeight: 'calc(100vh - 64px)',
          overflowY: 'auto',
          bgcolor: '#fff',
          boxShadow: 8,
          pb: 1,
        }}
      >
        <nav aria-label={t('main')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
            {[...MAIN_NAV, 'contact' as const].map((key) => (
              <li key={key}>
                <Box component={PageNavLink} to={localize(pagePath(key))} end sx={menuEntryStyle}>
                  {t(key)}
                </Box>
              </li>
            ))}
          </Box>
        </nav>
        <Box
          component="p"
          id="phone-menu-call"
          sx={{ m: 0, px: 2, pt: 1, color: 'text.secondary', fontSize: '0.875rem', fontWeight: 500 }}
        >
          {t('call')}
        </Box>
        <Box component="ul" aria-labelledby="phone-menu-call" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {phones.map((phone) => (
            <li key={phone}>
              <Box component="a" href={telLink(phone)} sx={menuEntryStyle}>
                <PhoneIcon fontSize="small" />
                {phone}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
