import { Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../frame/PageFrame';

/**
 * The frame of the staff's account pages (sign in, forgotten password, new password): a narrow
 * card with the page's heading and intro from `login` (under `keyPrefix`), then its form.
 */
export function AccountFormPage({ keyPrefix, children }: { keyPrefix?: string; children: ReactNode }) {
  const { t } = useTranslation('login', { keyPrefix });
  return (
    <PageFrame ns="login" keyPrefix={keyPrefix}>
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" gutterBottom>
            {t('heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('intro')}
          </Typography>
          {children}
        </Paper>
      </Container>
    </PageFrame>
  );
}
