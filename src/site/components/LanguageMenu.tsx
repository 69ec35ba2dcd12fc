import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { LanguageFlag } from './LanguageFlag';

/**
 * The language dropdown of the navbar. i18next keeps the choice in localStorage and sets
 * `<html lang>`, so it survives a reload.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('navbar');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = useLanguage();

  const choose = (language: Language) => {
    setAnchor(null);
    void i18n.changeLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('language.choose', { language: t(`language.${current}`) })}
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
          <MenuItem key={language} selected={language === current} lang={language} onClick={() => choose(language)}>
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
