import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addressInLanguage } from '../../../i18n/languagePaths';
import { LANGUAGES } from '../../../i18n/namespaces';
import { useLanguage } from '../../../i18n/useLanguage';
import { KEEPS_LANGUAGE_ATTRIBUTE } from '../../render/languageChoice';
import { textLook } from './FrameButton';
import { LanguageFlag } from './LanguageFlag';
import { menuButtonStyle, menuEntryStyle, menuSurfaceStyle, openMenuStyle } from './menuEntryStyle';
import { PageLink } from './PageLink';
import { useClosingDisclosure } from './useClosingDisclosure';
import { RADIUS } from '../../designTokens';

const Menu = styled.details({ position: 'relative', ...openMenuStyle });

const Summary = styled.summary(textLook, { minWidth: 0, fontWeight: 600, ...menuButtonStyle });

const List = styled.ul({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 1,
  listStyle: 'none',
  margin: 0,
  marginTop: 4,
  paddingTop: 8,
  paddingBottom: 8,
  paddingLeft: 0,
  paddingRight: 0,
  borderRadius: RADIUS,
  ...menuSurfaceStyle,
});

const Entry = styled(PageLink)(menuEntryStyle);

/**
 * The language button of the navbar and its dropdown: this same page in each language
 * (`/contact` ↔ `/ru/contact`). It is a `<details>` with plain links, so it opens and leads on at
 * the first tap, before the page's scripts have run or without them; the choice is kept for the
 * next visit by a listener that runs before them too (render/languageChoice.ts).
 */
export function LanguageMenu() {
  const { t } = useTranslation('navbar');
  const current = useLanguage();
  const location = useLocation();
  const menu = useClosingDisclosure();
  return (
    <Menu ref={menu}>
      <Summary aria-label={t('language.choose', { language: t(`language.${current}`) })}>
        <LanguageFlag language={current} />
        {current.toUpperCase()}
      </Summary>
      <List aria-label={t('language.list')}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Entry
              to={addressInLanguage(language, location)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
              {...{ [KEEPS_LANGUAGE_ATTRIBUTE]: '' }}
            >
              <LanguageFlag language={language} />
              {t(`language.${language}`)}
            </Entry>
          </li>
        ))}
      </List>
    </Menu>
  );
}
