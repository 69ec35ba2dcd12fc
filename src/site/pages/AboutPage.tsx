import { Container, Typography } from '@mui/material';

/** Placeholder until the page is built. */
export default function AboutPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1">About</Typography>
    </Container>
  );
}
