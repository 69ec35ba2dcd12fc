import { Box, Button } from '@mui/material';
import { SiteIcon } from '../ui/SiteIcon';
import { sendIcon } from '../ui/icons/sendIcon';

/** The Send button of the public forms: it spins and stays disabled while the form is on its way. */
export function SendButton({ sending, children }: { sending: boolean; children: React.ReactNode }) {
  return (
    <Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        endIcon={<SiteIcon drawing={sendIcon} />}
        loading={sending}
        loadingPosition="end"
      >
        {children}
      </Button>
    </Box>
  );
}
