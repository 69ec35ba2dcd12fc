import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { NAVY } from '../../theme';
import { useLocalizedPath } from '../../useLocalizedPath';
import { telLink, useParkDetails } from '../../frameData';
import { PageNavLink } from './PageLink';

const entryStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  minHeight: 48,
  px: 2,
  color: NAVY,
  textDecoration: 'none',
  fontWeight: 500,
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: `2px solid ${NAVY}`, outlineOffset: -2 },
  '&[aria-current="page"]': { boxShadow: 'inset 3px 0 0 #e0a468', bgcolor: 'action.selected' },
} as const;

/**
 * Closes the menu once the scripts run: when a link in it is followed, on Escape (focus back on
 * its button) and on a press outside it. It is never closed at start, so a menu opened by a tap
 * before the scripts came stays open.
 */
function useClosingMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPress = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, []);
  return menu;
}

/**
 * The navbar's entries for phones, and the park's numbers to call, in a panel under the bar. It is
 * a `<details>`: it opens, and its links lead on, before the page's scripts have run or without
 * them; the scripts only add the ways to close it (useClosingMenu).
 */
export function PhoneMenu() {
  const { t } = useTranslation('navbar');
  const localize = useLocalizedPath();
  const { phones } = useParkDetails();
  const menu = useClosingMenu();
  return (
    <Box
      component="details"
      ref={menu}
      sx={{ display: { lg: 'none' }, '&[open] > summary': { bgcolor: 'rgba(255,255,255,0.16)' } }}
    >
      <Box
        component="summary"
        aria-label={t('openMenu')}
        sx={{
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
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
                <Box component={PageNavLink} to={localize(pagePath(key))} end sx={entryStyle}>
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
              <Box component="a" href={telLink(phone)} sx={entryStyle}>
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
