import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiToken } from '../../api/apiTokens';
import { ConfirmRemoval } from './ConfirmRemoval';
import { NewApiToken } from './NewApiToken';
import { useApiTokens, useRevokeApiToken } from './integrationCalls';
import { useStaffDates } from '../dates/useStaffDates';
import { HeadedTable } from '../layout/HeadedTable';
import { IntroducedPage } from '../layout/IntroducedPage';

/** /admin/api-tokens: the tokens other systems use, made and revoked by admins. */
export function ApiTokensPage() {
  const translate = useTranslate();
  const tokens = useApiTokens();
  return (
    <IntroducedPage title="integrations.tokens.title" intro="integrations.tokens.intro" opening={<NewApiToken />}>
      <Card component="section" aria-labelledby="api-tokens-list">
        <CardContent>
          <Typography id="api-tokens-list" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {translate('integrations.tokens.list')}
          </Typography>
          {tokens.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {tokens.isError && <Alert severity="error">{translate('integrations.errors.unreachable')}</Alert>}
          {tokens.data?.length === 0 && <Typography>{translate('integrations.tokens.none')}</Typography>}
          {tokens.data && tokens.data.length > 0 && <TokenTable tokens={tokens.data} />}
        </CardContent>
      </Card>
    </IntroducedPage>
  );
}

function TokenTable({ tokens }: { tokens: ApiToken[] }) {
  const translate = useTranslate();
  const { dateTime } = useStaffDates();
  const [revoking, setRevoking] = useState<ApiToken>();
  const revoke = useRevokeApiToken();
  return (
    <>
      <HeadedTable
        headings={[
          'integrations.tokens.name',
          'integrations.tokens.scope',
          'integrations.tokens.created',
          'integrations.tokens.last_used',
          <Box component="span" sx={visuallyHidden}>
            {'integrations.tokens.actions'}
          </Box>,
        ]}
      >
        {tokens.map((token) => (
          <TableRow key={token.id}>
            <TableCell>{token.name}</TableCell>
            <TableCell>{translate(`integrations.scopes.${token.scope.replace(':', '.')}`)}</TableCell>
            <TableCell>
              {dateTime(token.created_at)}
              {token.created_by && <Typography variant="body2">{token.created_by}</Typography>}
            </TableCell>
            <TableCell>
              {token.last_used_at ? dateTime(token.last_used_at) : translate('integrations.tokens.never')}
            </TableCell>
            <TableCell>
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                aria-label={translate('integrations.tokens.revoke_named', { name: token.name })}
                onClick={() => setRevoking(token)}
              >
                {translate('integrations.tokens.revoke')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>
      <ConfirmRemoval
        item={revoking}
        action="integrations.tokens.revoke"
        question="integrations.tokens.revoke_confirm"
        names={(token) => ({ name: token?.name ?? '' })}
        removal={revoke}
        removed="integrations.tokens.revoked"
        onClose={() => setRevoking(undefined)}
      />
    </>
  );
}
