/**
 * Why this file exists: a transfer's header on its page: the source deposit, its state, who
 * created, sent and received it and when (RULES.md: who sent and who received are kept and
 * shown), when it was cancelled, its units and its comentary.
 */
import { Grid } from '@mui/material';
import { Item, Panel } from '../../common/Panel';
import { formatDateTime24, formatQuantity } from '../../format';
import { StateBadge } from '../StateBadge';
import type { Transfer } from '../types';

export const TransferSummary = ({ transfer }: { transfer: Transfer }) => (
  <Panel title="bo.transfers.data" testId="transfer-data">
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Item label="bo.transfers.source">{transfer.deposit?.name}</Item>
        <Item label="bo.transfers.state_label">
          <StateBadge state={transfer.state} />
        </Item>
        <Item label="bo.transfers.units">{formatQuantity(transfer.quantity)}</Item>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Item label="bo.transfers.created_by">{transfer.emitter?.name}</Item>
        <Item label="bo.transfers.created_at">{formatDateTime24(transfer.created_at)}</Item>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Item label="bo.transfers.sent_by">{transfer.sender?.name}</Item>
        <Item label="bo.transfers.sent_at">{formatDateTime24(transfer.sent_at)}</Item>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Item label="bo.transfers.received_by">{transfer.receiver?.name}</Item>
        <Item label="bo.transfers.received_at">{formatDateTime24(transfer.received_at)}</Item>
        {transfer.cancelled_at ? (
          <Item label="bo.transfers.cancelled_at">{formatDateTime24(transfer.cancelled_at)}</Item>
        ) : null}
      </Grid>
      <Grid size={12}>
        <Item label="bo.transfers.comentary">{transfer.comentary}</Item>
      </Grid>
    </Grid>
  </Panel>
);
