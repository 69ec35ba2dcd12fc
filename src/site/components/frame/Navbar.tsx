import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { COLORS, EASE, FONT_FAMILY, fromWidth, NAVY, RADIUS, SHADOWS } from '../../designTokens';
import { useLocalizedPath } from '../../useLocalizedPath';
import { ContainedLink, TextNavLink } from './FrameButton';
import { LanguageMenu } from './LanguageMenu';
import { PhoneMenu } from './PhoneMenu';
import { SearchMenu } from './HeaderSearch';
import { PageLink } from './PageLink';

/*
 * The bar is drawn as MUI's sticky AppBar and its Toolbar draw it in the site's theme (the same
 * rules, with emotion alone): MUI's components and theme would be most of the frame's code.
 */
const Bar = styled.header({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  // MUI's layer for app bars: above the page, under its dialogs and toasts.
  zIndex: 1100,
  top: 0,
  left: 'auto',
  right: 0,
  backgroundColor: NAVY,
  color: COLORS.onColor,
  boxShadow: SHADOWS[4],
  transition: `box-shadow 300ms ${EASE} 0ms`,
});

/** Its height: 56 px, 48 on a phone held sideways, 64 from 600 px wide. */
const Toolbar = styled.div({
  minHeight: 56,
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  paddingLeft: 16,
  paddingRight: 16,
  '@media (orientation: landscape)': { minHeight: 48 },
  [fromWidth('sm')]: { minHeight: 64, paddingLeft: 24, paddingRight: 24 },
});

/** Out of sight until it has the keyboard's focus, then over the bar's top left corner. */
const SkipLink = styled.a({
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  backgroundColor: '#fff',
  color: NAVY,
  paddingLeft: 16,
  paddingRight: 16,
  paddingTop: 8,
  paddingBottom: 8,
  borderRadius: RADIUS,
  '&:focus': { top: 8 },
});

const BrandLink = styled(PageLink)({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  marginRight: 16,
  color: 'inherit',
  textDecoration: 'none',
});

/** In MUI's `h6` type, bolder and tighter. */
const BrandName = styled.span({
  margin: 0,
  fontFamily: FONT_FAMILY,
  fontSize: '1.25rem',
  fontWeight: 700,
  lineHeight: 1.1,
});

/** The main entries in the bar, from 1200 px wide (a menu on narrower screens: PhoneMenu). */
const MainNav = styled.nav({ flex: 1, gap: 4, display: 'none', [fromWidth('lg')]: { display: 'flex' } });

const NavEntry = styled(TextNavLink)({
  color: 'inherit',
  textTransform: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  // Nine entries in the longest language (Uzbek) fit from 1200 px wide with narrower padding.
  minWidth: 0,
  [fromWidth('lg')]: { paddingLeft: 6, paddingRight: 6 },
  [fromWidth('xl')]: { paddingLeft: 8, paddingRight: 8 },
  '&[aria-current="page"]': { boxShadow: 'inset 0 -3px 0 #e0a468' },
});

/** Pushes the language menu and the contact button to the right while the entries are in the menu. */
const Spacer = styled.div({ flex: 1, [fromWidth('lg')]: { flex: 0 } });

/** A phone has the contact page in its menu; the button shows from 600 px wide. */
const ContactLink = styled(ContainedLink)({
  display: 'none',
  [fromWidth('sm')]: { display: 'inline-flex' },
  whiteSpace: 'nowrap',
});

function Brand() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <BrandLink to={localize(pagePath('home'))}>
      <img src="/site/logo.svg" width={40} height={40} alt="" />
      <BrandName>{t('brand')}</BrandName>
    </BrandLink>
  );
}

/** The main entries, the search, the language dropdown and the contact button; a menu on phones. */
export function Navbar() {
  const { t } = useTranslation('navbar');
  const localize = useLocalizedPath();
  return (
    <Bar>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Toolbar>
        <Brand />
        <MainNav aria-label={t('main')}>
          {MAIN_NAV.map((key) => (
            <NavEntry key={key} to={localize(pagePath(key))} end>
              {t(key)}
            </NavEntry>
          ))}
        </MainNav>
        <Spacer />
        <SearchMenu />
        <LanguageMenu />
        <ContactLink to={localize(pagePath('contact'))}>{t('contact')}</ContactLink>
        <PhoneMenu />
      </Toolbar>
    </Bar>
  );
}
