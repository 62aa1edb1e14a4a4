/**
 * The chain's state (issue 32, item 6): how many events are sealed of those recorded, the head's
 * position, hash and time, the last verify with who ran it and its result; 'Verificar cadena'
 * runs a new one with its progress bar and result.
 */
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Item, Panel } from '../common/Panel';
import { useApi } from '../data/useApi';
import { formatDateTime, formatQuantity } from '../format';
import { auditApi } from './auditApi';
import { Hash } from './Hash';
import type { VerificationRunner } from './useVerification';
import { VerificationState } from './VerificationState';

export const ChainPanel = ({ runner }: { runner: VerificationRunner }) => {
  const translate = useTranslate();
  const { data: chain, error, isPending } = useApi(() => auditApi.chain(), [], ['audit']);
  const last = chain?.last_verify ?? null;
  return (
    <Panel title="bo.audit.chain.title" testId="audit-chain">
      {isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : error || !chain ? (
        <Alert severity="error">{translate('bo.audit.chain.error')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Item label="bo.audit.chain.sealed">
            <span data-testid="chain-sealed">{formatQuantity(chain.sealed)}</span>
          </Item>
          <Item label="bo.audit.chain.events">{formatQuantity(chain.events)}</Item>
          {chain.head ? (
            <>
              <Item label="bo.audit.chain.head_position">{chain.head.position}</Item>
              <Item label="bo.audit.chain.head_at">{formatDateTime(chain.head.at)}</Item>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Item label="bo.audit.chain.head">
                  <Hash value={chain.head.hash} />
                </Item>
              </Box>
            </>
          ) : (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Item label="bo.audit.chain.head">{translate('bo.audit.chain.none')}</Item>
            </Box>
          )}
          <Box sx={{ gridColumn: '1 / -1' }} data-testid="last-verify">
            <Item label="bo.audit.chain.last_verify">
              {last ? (
                <Stack spacing={1}>
                  <span>
                    {translate('bo.audit.chain.by', {
                      name: last.user?.name ?? translate('bo.history.system'),
                      date: formatDateTime(last.finished_at ?? last.started_at),
                    })}
                  </span>
                  <VerificationState verification={last} />
                </Stack>
              ) : (
                translate('bo.audit.chain.never')
              )}
            </Item>
          </Box>
        </Box>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Box>
          <Button
            variant="contained"
            startIcon={<VerifiedIcon />}
            onClick={() => runner.start()}
            disabled={runner.running}
          >
            {translate('bo.audit.chain.verify')}
          </Button>
        </Box>
        {runner.refusal ? <Alert severity="error">{translate(runner.refusal, { _: runner.refusal })}</Alert> : null}
        {/* Once it is the chain's last verify (shown above), it is not said twice. */}
        {runner.verification && (runner.verification.state === 'active' || runner.verification.id !== last?.id) ? (
          <Box data-testid="verification">
            <VerificationState verification={runner.verification} />
          </Box>
        ) : null}
      </Stack>
    </Panel>
  );
};
