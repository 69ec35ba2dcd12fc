import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addressInLanguage, rememberLanguage } from '../../../i18n/languagePaths';
import { LANGUAGES } from '../../../i18n/namespaces';
import { useLanguage } from '../../../i18n/useLanguage';
import { LanguageFlag } from './LanguageFlag';
import { PageLink } from './PageLink';

interface LanguageChoicesProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The open language dropdown: each entry leads to this same page in that language
 * (`/contact` ↔ `/ru/contact`) and keeps the choice in localStorage, so the next visit opens in
 * it. Loaded by LanguageMenu.tsx when wanted.
 */
export default function LanguageChoices({ id, anchor, onClose }: LanguageChoicesProps) {
  const { t } = useTranslation('navbar');
  const current = useLanguage();
  const location = useLocation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          component={PageLink}
          to={addressInLanguage(language, location)}
          hrefLang={language}
          selected={language === current}
          lang={language}
          onClick={() => {
            rememberLanguage(language);
            onClose();
          }}
        >
          <ListItemIcon>
            <LanguageFlag language={language} />
          </ListItemIcon>
          <ListItemText>{t(`language.${language}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
