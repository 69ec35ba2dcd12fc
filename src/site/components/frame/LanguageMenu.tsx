import { Box } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addressInLanguage } from '../../../i18n/languagePaths';
import { LANGUAGES } from '../../../i18n/namespaces';
import { useLanguage } from '../../../i18n/useLanguage';
import { KEEPS_LANGUAGE_ATTRIBUTE } from '../../render/languageChoice';
import { textLook } from './FrameButton';
import { LanguageFlag } from './LanguageFlag';
import { menuButtonStyle, menuEntryStyle, openMenuStyle } from './menuEntryStyle';
import { PageLink } from './PageLink';
import { useClosingDisclosure } from './useClosingDisclosure';

const Summary = styled('summary')(textLook, { minWidth: 0, fontWeight: 600, ...menuButtonStyle });

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
    <Box component="details" ref={menu} sx={{ position: 'relative', ...openMenuStyle }}>
      <Summary aria-label={t('language.choose', { language: t(`language.${current}`) })}>
        <LanguageFlag language={current} />
        {current.toUpperCase()}
      </Summary>
      <Box
        component="ul"
        aria-label={t('language.list')}
        sx={{
          position: 'absolute',
          right: 0,
          top: '100%',
          zIndex: 1,
          listStyle: 'none',
          m: 0,
          mt: 0.5,
          py: 1,
          px: 0,
          bgcolor: '#fff',
          borderRadius: 1,
          boxShadow: 8,
        }}
      >
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Box
              component={PageLink}
              to={addressInLanguage(language, location)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
              {...{ [KEEPS_LANGUAGE_ATTRIBUTE]: '' }}
              sx={menuEntryStyle}
            >
              <LanguageFlag language={language} />
              {t(`language.${language}`)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
