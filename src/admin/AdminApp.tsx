import { Typography } from '@mui/material';

/** Placeholder for the react-admin back office, which its own issue builds. */
export function AdminApp() {
  return (
    <Typography variant="h1" sx={{ fontSize: '2rem', p: 4 }}>
      Back office
    </Typography>
  );
}
