/** Why this file exists: /devolutions/{id}, a return's page. */
import { Box, CardContent, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BackLink } from '../../common/BackLink';
import { detailPath } from '../../common/detailRoutes';
import { Item, Panel } from '../../common/Panel';
import { formatDateTime24, formatUsd } from '../../format';
import { personName } from '../../orders/personName';
import { StateBadge } from '../../orders/StateBadge';
import { refundMethodLabel, returnTypeLabel } from '../labels';
import { StatusBadge } from '../StatusBadge';
import type { DevolutionDetail } from '../types';
import { DecisionButtons } from './DecisionButtons';
import { DevolutionLines } from './DevolutionLines';
import { useDevolutionDetail } from './useDevolutionDetail';

const Title = () => {
  const record = useRecordContext<DevolutionDetail>();
  const translate = useTranslate();
  return <>{record ? translate('bo.devolutions.show_title', { number: record.number }) : ''}</>;
};

const Actions = () => {
  const devolution = useDevolutionDetail();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to="/devolutions" />
      {devolution ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <DecisionButtons devolution={devolution} />
        </Box>
      ) : null}
    </TopToolbar>
  );
};

/** The devolution's own data and its refund. */
const DevolutionData = ({ devolution }: { devolution: DevolutionDetail }) => {
  const translate = useTranslate();
  const { order } = devolution;
  return (
    <Panel title="bo.devolutions.data" testId="devolution-data">
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Item label="bo.devolutions.number">{`#${devolution.number}`}</Item>
          <Item label="bo.devolutions.order">
            {order.number_order ? (
              <MuiLink component={Link} to={detailPath('orders', order.id)}>
                {`#${order.number_order}`}
              </MuiLink>
            ) : null}
          </Item>
          <Item label="bo.devolutions.client">{order.client?.name ?? devolution.client?.name}</Item>
          <Item label="bo.devolutions.date">{formatDateTime24(devolution.created_at)}</Item>
          <Item label="bo.devolutions.user">{personName(devolution.user)}</Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Item label="bo.devolutions.status_label">
            <StatusBadge status={devolution.status} />
          </Item>
          <Item label="bo.devolutions.return_type_label">{translate(returnTypeLabel(devolution.return_type))}</Item>
          <Item label="bo.devolutions.refund_method_label">
            {translate(refundMethodLabel(devolution.refund_method))}
          </Item>
          <Item label="bo.devolutions.refund_reference">{devolution.refund_reference}</Item>
          <Item label="bo.devolutions.total_amount">
            <span data-testid="devolution-amount">{formatUsd(devolution.total_amount)}</span>
          </Item>
        </Grid>
      </Grid>
    </Panel>
  );
};

/** The sale as it is now: its state, total, what it has been paid (its balance) and what returns took off. */
const OrderBalance = ({ devolution }: { devolution: DevolutionDetail }) => {
  const { order } = devolution;
  return (
    <Panel title="bo.devolutions.order_balance" testId="devolution-order">
      <Item label="bo.devolutions.order_state">
        {order.order_state ? <StateBadge state={order.order_state} /> : null}
      </Item>
      <Item label="bo.devolutions.order_total">{order.total === null ? null : formatUsd(order.total)}</Item>
      <Item label="bo.devolutions.order_paid">{order.balance === null ? null : formatUsd(order.balance)}</Item>
      <Item label="bo.devolutions.order_returned">{order.returned === null ? null : formatUsd(order.returned)}</Item>
    </Panel>
  );
};

const DevolutionDetails = () => {
  const devolution = useDevolutionDetail();
  const translate = useTranslate();
  if (!devolution) return null;
  return (
    <CardContent>
      <Stack direction="row" alignItems="center" flexWrap="wrap" gap={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2">
          {translate('bo.devolutions.show_title', { number: devolution.number })}
        </Typography>
        <StatusBadge status={devolution.status} />
      </Stack>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <DevolutionData devolution={devolution} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderBalance devolution={devolution} />
        </Grid>
      </Grid>
      <Box sx={{ mb: 2 }}>
        <DevolutionLines devolution={devolution} />
      </Box>
      <Panel title="bo.devolutions.notes">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{devolution.notes || '—'}</Typography>
      </Panel>
    </CardContent>
  );
};

/**
 * /devolutions/{id}: 'Devolución #N' with its status badge, back to /devolutions; its number,
 * sale (a link to /orders/{id}), client, date (24-hour es-VE), who registered it, status, return
 * type, refund method and reference, total amount; the sale as it is now (state, total, paid,
 * returned); the returned products; the notes. 'Aprobar' (admin, storer) and 'Rechazar' (admin)
 * while pending, each after its confirmation; the page then shows the server's answer.
 */
export const DevolutionShow = () => (
  <Show<DevolutionDetail> title={<Title />} actions={<Actions />}>
    <DevolutionDetails />
  </Show>
);
