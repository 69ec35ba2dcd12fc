import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

const MENU_ID = 'language-menu';

/**
 * en / ru / uz. Setting react-admin's locale calls the i18nProvider's changeLocale, which also
 * keeps the choice for the public site (see i18nProvider.ts).
 */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;

  const choose = (next: string) => () => {
    setAnchor(null);
    setLocale(next);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-label={`${translate('sidebar.language.label')}: ${current}`}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {current}
      </Button>
      <Menu id={MENU_ID} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
