import { Container, Typography } from '@mui/material';

/** Placeholder until the page is built. */
export default function InfrastructurePage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1">Infrastructure</Typography>
    </Container>
  );
}
