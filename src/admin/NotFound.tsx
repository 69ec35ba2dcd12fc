import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** Any unknown admin path (react-admin's catchAll): a 404 with a way back. */
export function NotFound() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const basename = useBasename();
  // A page opened directly has no history entry of ours to return to: go to the start instead.
  const goBack = () => (location.key === 'default' ? navigate(basename) : navigate(-1));

  return (
    <Box component="section" sx={{ p: 4, textAlign: 'center' }}>
      <Title title="sidebar.not_found.heading" />
      <Typography variant="h1" sx={{ fontSize: '4rem' }}>
        {translate('sidebar.not_found.title')}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', my: 2 }}>
        {translate('sidebar.not_found.heading')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('sidebar.not_found.text')}</Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={goBack}>
        {translate('sidebar.not_found.back')}
      </Button>
    </Box>
  );
}
