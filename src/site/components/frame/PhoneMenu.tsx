import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { useLocalizedPath } from '../../useLocalizedPath';
import { telLink, useParkDetails } from '../../frameData';

/**
 * The navbar's entries in a drawer from the right, for phones, and the park's numbers to call from
 * there; loaded by Navbar.tsx when wanted.
 */
export default function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('navbar');
  const localize = useLocalizedPath();
  const { phones } = useParkDetails();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label={t('main')}>
        <List>
          {[...MAIN_NAV, 'contact' as const].map((key) => (
            <ListItemButton key={key} component={NavLink} to={localize(pagePath(key))} end onClick={onClose}>
              <ListItemText primary={t(key)} />
            </ListItemButton>
          ))}
        </List>
      </nav>
      <List
        aria-labelledby="phone-menu-call"
        subheader={<ListSubheader id="phone-menu-call">{t('call')}</ListSubheader>}
      >
        {phones.map((phone) => (
          <ListItemButton key={phone} component="a" href={telLink(phone)}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <PhoneIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={phone} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
