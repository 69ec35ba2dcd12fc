import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import SecurityIcon from '@mui/icons-material/Security';
import { IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useAuthProvider, useBasename, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TWO_STEP_PATH } from '../account/TwoStepGate';
import { AFTER_LOGOUT_PATH } from '../authProvider';
import { DEFAULT_LANGUAGE, localizedPath } from '../../api/languagePaths';
import { isLanguage } from '../../i18n/namespaces';

const MENU_ID = 'session-menu';

/**
 * Who is signed in (full_name, or 'Profile' when the account has none) and the power button of
 * the old back office, which reveals 'Home page', 'Two-step sign-in' (the account's own setting) and 'Log Out'.
 */
export function SessionMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const basename = useBasename();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  // The public site in the language the back office speaks.
  const [locale] = useLocaleState();
  const inInterfaceLanguage = (path: string) => localizedPath(isLanguage(locale) ? locale : DEFAULT_LANGUAGE, path);

  const goHome = () => {
    close();
    void navigate(inInterfaceLanguage('/'));
  };
  const openTwoStep = () => {
    close();
    void navigate(`${basename}${TWO_STEP_PATH}`);
  };
  const logOut = async () => {
    close();
    // Leave first, then end the session. react-admin's own logout would empty its caches while the
    // back office is still on screen (the home page's code may still be loading); the refetched
    // auth check would then fail and send the visitor to /login instead of home. The back office's
    // caches go with it when it unmounts.
    await navigate(inInterfaceLanguage(AFTER_LOGOUT_PATH));
    await authProvider?.logout({});
  };
  const items = [
    { label: 'sidebar.session.home_page', Icon: HomeIcon, onClick: goHome },
    { label: 'sidebar.session.two_step', Icon: SecurityIcon, onClick: openTwoStep },
    { label: 'sidebar.session.log_out', Icon: LogoutIcon, onClick: logOut },
  ];

  return (
    <>
      <Typography component="span" sx={{ mx: 1, display: { xs: 'none', sm: 'inline' } }}>
        {identity?.fullName || translate('sidebar.session.profile')}
      </Typography>
      <IconButton
        color="inherit"
        aria-label={translate('sidebar.session.open_menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <PowerSettingsNewIcon />
      </IconButton>
      <Menu id={MENU_ID} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map(({ label, Icon, onClick }) => (
          <MenuItem key={label} onClick={onClick}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
