import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { useLocalizedPath } from '../../useLocalizedPath';
import { telLink, useParkDetails } from '../../frameData';
import { COLORS, fromWidth } from '../../designTokens';
import { SiteIcon } from '../ui/SiteIcon';
import { menuIcon } from '../ui/icons/menuIcon';
import { phoneIcon } from '../ui/icons/phoneIcon';
import { menuButtonStyle, menuEntryStyle, menuSurfaceStyle, openMenuStyle } from './menuEntryStyle';
import { PageNavLink } from './PageLink';
import { HeaderSearchForm } from './HeaderSearch';
import { useClosingDisclosure } from './useClosingDisclosure';

// From 1200 px wide the navbar shows the entries itself.
const Menu = styled.details({ [fromWidth('lg')]: { display: 'none' }, ...openMenuStyle });

const Summary = styled.summary({
  ...menuButtonStyle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(255,255,255,0.08)' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
});

/** The panel under the bar, as wide as the window; it scrolls when the window is short. */
const Panel = styled.div({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
  ...menuSurfaceStyle,
  paddingBottom: 8,
});

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const PageList = styled(List)({ paddingTop: 8, paddingBottom: 8 });

const CallHeading = styled.p({
  margin: 0,
  paddingLeft: 16,
  paddingRight: 16,
  paddingTop: 8,
  color: COLORS.textSecondary,
  fontSize: '0.875rem',
  fontWeight: 500,
});

const PageEntry = styled(PageNavLink)(menuEntryStyle);

const PhoneEntry = styled.a(menuEntryStyle);

/**
 * The site's search, the navbar's entries for phones, and the park's numbers to call, in a panel under the bar. It is
 * a `<details>`: it opens, and its links lead on, before the page's scripts have run or without
 * them; the scripts only add the ways to close it (useClosingDisclosure).
 */
export function PhoneMenu() {
  const { t } = useTranslation('navbar');
  const localize = useLocalizedPath();
  const { phones } = useParkDetails();
  const menu = useClosingDisclosure();
  return (
    <Menu ref={menu}>
      <Summary aria-label={t('openMenu')}>
        <SiteIcon drawing={menuIcon} />
      </Summary>
      <Panel>
        <HeaderSearchForm />
        <nav aria-label={t('main')}>
          <PageList>
            {[...MAIN_NAV, 'contact' as const].map((key) => (
              <li key={key}>
                <PageEntry to={localize(pagePath(key))} end>
                  {t(key)}
                </PageEntry>
              </li>
            ))}
          </PageList>
        </nav>
        <CallHeading id="phone-menu-call">{t('call')}</CallHeading>
        <List aria-labelledby="phone-menu-call">
          {phones.map((phone) => (
            <li key={phone}>
              <PhoneEntry href={telLink(phone)}>
                <SiteIcon drawing={phoneIcon} size="small" />
                {phone}
              </PhoneEntry>
            </li>
          ))}
        </List>
      </Panel>
    </Menu>
  );
}
