import { AppBar, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NAVY } from '../theme';

export function Navbar() {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" sx={{ bgcolor: NAVY }}>
      <Toolbar>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none' }}>
          {t('brand')}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
