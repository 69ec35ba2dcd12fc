import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AFTER_LOGOUT_PATH } from '../authProvider';

const MENU_ID = 'session-menu';

/**
 * Who is signed in (full_name, or 'Profile' when the account has none) and the power button of
 * SPEC 2, which reveals 'Home page' and 'Log Out'.
 */
export function SessionMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const goHome = () => {
    close();
    navigate('/');
  };
  const logOut = async () => {
    close();
    // Leave first and only then end the session: the back office stays mounted while the home page
    // loads, and without a session it would send the visitor to /login instead.
    await navigate(AFTER_LOGOUT_PATH);
    await logout({}, false);
  };

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
        <MenuItem onClick={goHome}>
          <ListItemIcon>
            <HomeIcon fontSize="small" />
          </ListItemIcon>
          {translate('sidebar.session.home_page')}
        </MenuItem>
        <MenuItem onClick={logOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('sidebar.session.log_out')}
        </MenuItem>
      </Menu>
    </>
  );
}
