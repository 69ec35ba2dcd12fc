import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { localizedPath, rememberLanguage, splitLanguage } from '../../i18n/languagePaths';
import { LANGUAGES } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { LanguageFlag } from './LanguageFlag';
import { useInBrowser } from './useInBrowser';

/**
 * The language dropdown of the navbar. Each entry leads to this same page in that language
 * (`/contact` ↔ `/ru/contact`) and keeps the choice in localStorage, so the next visit opens in it.
 */
export function LanguageMenu() {
  const { t } = useTranslation('navbar');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const { path } = splitLanguage(pathname);
  // The menu opens with scripts only; until the page is hydrated its button is disabled.
  const inBrowser = useInBrowser();

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('language.choose', { language: t(`language.${current}`) })}
        disabled={!inBrowser}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageFlag language={current} />}
        sx={{ minWidth: 0, fontWeight: 600 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            component={RouterLink}
            to={`${localizedPath(language, path)}${search}${hash}`}
            hrefLang={language}
            selected={language === current}
            lang={language}
            onClick={() => {
              rememberLanguage(language);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <LanguageFlag language={language} />
            </ListItemIcon>
            <ListItemText>{t(`language.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
