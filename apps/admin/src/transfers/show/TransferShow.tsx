/**
 * Why this file exists: /deposits/{id}/transfer/{transferId}, one transfer (issue 13): 'Transferencia
 * #n' with its state, its header (TransferSummary), its lines (código, producto, destino,
 * cantidad) and the moves its state allows, each after a confirmation; after one the page reads
 * the transfer again and shows its new state. Back to the deposit's transfers.
 */
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Loading, Title, TopToolbar, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../common/BackLink';
import { StateBadge } from '../StateBadge';
import { transfersPath } from '../states';
import type { TransferDetail } from '../types';
import { TransferActions } from './TransferActions';
import { TransferLines } from './TransferLines';
import { TransferSummary } from './TransferSummary';

export const TransferShow = () => {
  const { id: depositId = '', transferId = '' } = useParams<'id' | 'transferId'>();
  const translate = useTranslate();
  const { data: transfer, isPending, error } = useGetOne<TransferDetail>('transfers', { id: transferId });
  const back = (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to={transfersPath(depositId)} />
      {transfer ? <TransferActions transfer={transfer} /> : null}
    </TopToolbar>
  );
  if (isPending) return <Loading />;
  if (error || !transfer)
    return (
      <Box>
        {back}
        <Typography role="alert" sx={{ p: 2 }}>
          {(error as Error | null)?.message || translate('bo.transfers.not_found')}
        </Typography>
      </Box>
    );
  const heading = translate('bo.transfers.show_title', { id: transfer.id });
  // A row of the list may be in the cache first, without its lines: they follow with the detail.
  const lines = Array.isArray(transfer.lines) ? transfer.lines : null;
  return (
    <Box>
      <Title title={heading} />
      {back}
      <Card>
        <CardContent>
          <Stack direction="row" alignItems="center" flexWrap="wrap" gap={2} sx={{ mb: 2 }}>
            <Typography variant="h5" component="h2">
              {heading}
            </Typography>
            <StateBadge state={transfer.state} />
          </Stack>
          <Box sx={{ mb: 2 }}>
            <TransferSummary transfer={transfer} />
          </Box>
          {lines ? <TransferLines lines={lines} /> : <LinearProgress />}
        </CardContent>
      </Card>
    </Box>
  );
};
