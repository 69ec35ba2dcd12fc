import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { NAVY } from '../../theme';
import { useLocalizedPath } from '../../useLocalizedPath';
import { ContainedLink, TextButton, TextNavLink } from './FrameButton';
import { LanguageMenu } from './LanguageMenu';
import { useInBrowser } from '../lazy/useInBrowser';
import { useLoadedComponent } from '../lazy/useLoadedComponent';

// The drawer and its transitions come when the phone menu is about to be wanted: the visitor
// points at, focuses or touches its button.
const loadPhoneMenu = () => import('./PhoneMenu');

const linkStyle = {
  color: 'inherit',
  textTransform: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  // Nine entries in the longest language (Uzbek) fit from 1200 px wide with narrower padding.
  minWidth: 0,
  px: { lg: 0.75, xl: 1 },
  '&[aria-current="page"]': { boxShadow: 'inset 0 -3px 0 #e0a468' },
} as const;

function Brand() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Box
      component={RouterLink}
      to={localize(pagePath('home'))}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, color: 'inherit', textDecoration: 'none' }}
    >
      <img src="/site/logo.svg" width={40} height={40} alt="" />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
        {t('brand')}
      </Typography>
    </Box>
  );
}

/** The main entries, the language dropdown and the contact button; a menu on phones. */
export function Navbar() {
  const { t } = useTranslation('navbar');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const phoneMenu = useLoadedComponent(loadPhoneMenu, menuWanted || menuOpen);
  const wantMenu = () => setMenuWanted(true);
  // The phone menu opens with scripts only; until the page is hydrated its button is disabled.
  const inBrowser = useInBrowser();
  const localize = useLocalizedPath();
  return (
    <AppBar position="sticky" sx={{ bgcolor: NAVY }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: '#fff',
          color: NAVY,
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Toolbar sx={{ gap: 1 }}>
        <Brand />
        <Box component="nav" aria-label={t('main')} sx={{ display: { xs: 'none', lg: 'flex' }, flex: 1, gap: 0.5 }}>
          {MAIN_NAV.map((key) => (
            <TextNavLink key={key} to={localize(pagePath(key))} end sx={linkStyle}>
              {t(key)}
            </TextNavLink>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, lg: 0 } }} />
        <LanguageMenu />
        <ContainedLink
          to={localize(pagePath('contact'))}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
        >
          {t('contact')}
        </ContainedLink>
        <TextButton
          type="button"
          aria-label={t('openMenu')}
          disabled={!inBrowser}
          onClick={() => setMenuOpen(true)}
          onPointerEnter={wantMenu}
          onFocus={wantMenu}
          onTouchStart={wantMenu}
          sx={{ display: { lg: 'none' }, minWidth: 0, p: 1, borderRadius: '50%', '& > svg': { fontSize: 24 } }}
        >
          <MenuIcon />
        </TextButton>
      </Toolbar>
      {phoneMenu?.({ open: menuOpen, onClose: () => setMenuOpen(false) })}
    </AppBar>
  );
}
