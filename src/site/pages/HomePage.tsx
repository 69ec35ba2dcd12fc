import { Typography } from '@mui/material';

export function HomePage() {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem' }} gutterBottom>
        Industrial technopark of the Tashkent region
      </Typography>
      <Typography>Copper and rare-metals processing, and electrical equipment made in Uzbekistan.</Typography>
    </>
  );
}
