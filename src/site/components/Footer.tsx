import { Box } from '@mui/material';

export function Footer() {
  return <Box component="footer" sx={{ py: 4 }} />;
}
