import { Container } from '@mui/material';
import { ParkSections } from '../components/park/ParkSections';
import { PageFrame } from '../components/frame/PageFrame';

/** Privileges: the opening text and the cards of the privileges, as staff write them. */
export default function PrivilegesPage() {
  return (
    <PageFrame ns="services" keyPrefix="privileges">
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <ParkSections page="privileges" columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} />
      </Container>
    </PageFrame>
  );
}
