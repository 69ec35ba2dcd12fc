import { Container, Typography } from '@mui/material';

/** Placeholder until the page is built. */
export default function ParticipantsPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1">Participants</Typography>
    </Container>
  );
}
