import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { MAIN_NAV } from './navigation';
import { pagePath } from '../../publicPages';
import { useLocalizedPath } from '../../useLocalizedPath';

/** The navbar's entries in a drawer from the right, for phones; loaded by Navbar.tsx when wanted. */
export default function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('navbar');
  const localize = useLocalizedPath();
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
    </Drawer>
  );
}
