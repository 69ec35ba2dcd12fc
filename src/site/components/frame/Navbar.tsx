import { Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { NAVY } from '../../designTokens';
import { useLocalizedPath } from '../../useLocalizedPath';
import { ContainedLink, TextNavLink } from './FrameButton';
import { LanguageMenu } from './LanguageMenu';
import { PhoneMenu } from './PhoneMenu';
import { PageLink } from './PageLink';

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

/*
 * The bar is drawn as MUI's sticky AppBar and its Toolbar draw it (the same rules from the theme):
 * their code, and the Paper's under the AppBar, was a kilobyte of every page's first download for
 * a header and a row.
 */
const barLook: SxProps<Theme> = (theme) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  bgcolor: NAVY,
  color: 'primary.contrastText',
  boxShadow: theme.shadows[4],
  transition: theme.transitions.create('box-shadow'),
});

const toolbarLook: SxProps<Theme> = (theme) => ({
  // Its height: 56 px, 48 on a phone held sideways, 64 from 600 px wide.
  ...(theme.mixins.toolbar as SystemStyleObject<Theme>),
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  px: { xs: 2, sm: 3 },
  gap: 1,
});

function Brand() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Box
      component={PageLink}
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
  const localize = useLocalizedPath();
  return (
    <Box component="header" sx={barLook}>
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
      <Box sx={toolbarLook}>
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
        <PhoneMenu />
      </Box>
    </Box>
  );
}
