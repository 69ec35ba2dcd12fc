import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { ApiToken } from '../../api/apiTokens';
import { ForAdmins } from './ForAdmins';
import { NewApiToken } from './NewApiToken';
import { useApiTokens, useRevokeApiToken } from './integrationCalls';
import { useDateTime } from './useDateTime';
import { IntroducedPage } from '../layout/IntroducedPage';

/** /admin/api-tokens: the tokens other systems use, made and revoked by admins. */
export function ApiTokensPage() {
  return (
    <ForAdmins>
      <ApiTokens />
    </ForAdmins>
  );
}

function ApiTokens() {
  const translate = useTranslate();
  const tokens = useApiTokens();
  return (
    <IntroducedPage
      title="integrations.tokens.title"
      intro="integrations.tokens.intro"
      opening={
        <>
          <NewApiToken />
        </>
      }
    >
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
  const dateTime = useDateTime();
  const [revoking, setRevoking] = useState<ApiToken>();
  const notify = useNotify();
  const revoke = useRevokeApiToken();
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('integrations.tokens.name')}</TableCell>
              <TableCell>{translate('integrations.tokens.scope')}</TableCell>
              <TableCell>{translate('integrations.tokens.created')}</TableCell>
              <TableCell>{translate('integrations.tokens.last_used')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate('integrations.tokens.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
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
          </TableBody>
        </Table>
      </TableContainer>
      <Confirm
        isOpen={revoking !== undefined}
        title="integrations.tokens.revoke"
        content="integrations.tokens.revoke_confirm"
        translateOptions={{ name: revoking?.name ?? '' }}
        confirm="integrations.tokens.revoke"
        loading={revoke.isPending}
        onConfirm={() => {
          const token = revoking!;
          setRevoking(undefined);
          revoke.mutate(token.id, {
            onSuccess: () =>
              notify('integrations.tokens.revoked', { type: 'success', messageArgs: { name: token.name } }),
            onError: () => notify('integrations.errors.unreachable', { type: 'error' }),
          });
        }}
        onClose={() => setRevoking(undefined)}
      />
    </>
  );
}
