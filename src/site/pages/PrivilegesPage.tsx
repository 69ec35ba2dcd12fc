import { Box, Container } from '@mui/material';
import { OpeningSections, SectionCards } from '../components/park/ParkSections';
import { PageFrame } from '../components/frame/PageFrame';

/** Privileges: the opening text and the cards of the privileges, as staff write them. */
export default function PrivilegesPage() {
  return (
    <PageFrame ns="services" keyPrefix="privileges">
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ mb: 5 }}>
          <OpeningSections page="privileges" />
        </Box>
        <SectionCards page="privileges" level={2} columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} />
      </Container>
    </PageFrame>
  );
}
