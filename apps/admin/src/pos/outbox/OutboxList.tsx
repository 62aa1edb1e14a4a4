import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { formatQuantity, formatUsd } from '../../format';
import type { OutboxSale } from '../../offline/deviceDb';
import { removeSale } from '../../offline/outbox';
import { sendOutbox } from '../../offline/outboxSender';
import { useOutbox } from '../../offline/useOutbox';
import { EditOutboxSale } from './EditOutboxSale';
import { signedInUserId } from '../../auth/authProvider';

const STATUS_COLOR = { pending: 'warning', sending: 'info', rejected: 'error' } as const;

const SaleCard = ({ sale, onEdit, onDiscard }: { sale: OutboxSale; onEdit: () => void; onDiscard: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.outbox.${key}`, options);
  return (
    <Card variant="outlined" role="listitem" aria-label={sale.summary.client} data-testid="outbox-sale">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography fontWeight={600}>
            {t('rung_up', { date: new Date(sale.recorded_at).toLocaleString('es-VE') })}
          </Typography>
          <Chip size="small" color={STATUS_COLOR[sale.status]} label={t(`status.${sale.status}`)} />
        </Box>
        <Typography color="text.secondary">{t('client', { name: sale.summary.client })}</Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {sale.summary.lines.map((line) => (
            <li key={line.product_id}>
              {formatQuantity(line.quantity)} × {line.code} {line.name} · {formatUsd(line.price * line.quantity)}
            </li>
          ))}
        </Box>
        <Typography fontWeight={700}>
          {translate('bo.pos.total')}: {formatUsd(sale.summary.total)}
        </Typography>
        {sale.status !== 'rejected' && sale.user_id !== undefined && sale.user_id !== signedInUserId() ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('other_cashier')}
          </Alert>
        ) : null}
        {sale.status === 'rejected' ? (
          <>
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('reason', { reason: sale.reason ?? '' })}
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button startIcon={<EditIcon />} onClick={onEdit}>
                {t('resend')}
              </Button>
              <Button color="error" startIcon={<DeleteIcon />} onClick={onDiscard}>
                {t('discard')}
              </Button>
            </Box>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};

/**
 * /pos/pendientes (issue 34): the sales this device keeps until the server records them, oldest
 * first: pending ones (sent by themselves when the connection returns; 'Enviar ahora' tries at
 * once) and 'Rechazada' ones with the server's reason, to edit and resend or to discard after a
 * confirmation. Nothing leaves this list but by being recorded or discarded.
 */
export const OutboxList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`bo.outbox.${key}`);
  const sales = useOutbox();
  const [discarding, setDiscarding] = useState<OutboxSale | null>(null);
  const [editing, setEditing] = useState<OutboxSale | null>(null);
  return (
    <Box sx={{ py: 2, maxWidth: 820 }}>
      <Title title={t('title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('explained')}
      </Typography>
      {sales.some((sale) => sale.status !== 'rejected') ? (
        <Button variant="outlined" startIcon={<SendIcon />} sx={{ mb: 2 }} onClick={() => void sendOutbox()}>
          {t('send_now')}
        </Button>
      ) : null}
      {sales.length === 0 ? <Typography>{t('empty')}</Typography> : null}
      {sales.length > 0 ? (
        <Stack spacing={2} role="list" aria-label={t('title')}>
          {sales.map((sale) => (
            <SaleCard
              key={sale.key}
              sale={sale}
              onEdit={() => setEditing(sale)}
              onDiscard={() => setDiscarding(sale)}
            />
          ))}
        </Stack>
      ) : null}
      <Confirm
        isOpen={discarding !== null}
        title="bo.outbox.discard_title"
        content="bo.outbox.discard_confirm"
        confirm="bo.outbox.discard"
        confirmColor="warning"
        onConfirm={async () => {
          if (discarding) await removeSale(discarding.key);
          setDiscarding(null);
          notify('bo.outbox.discarded', { type: 'info' });
        }}
        onClose={() => setDiscarding(null)}
      />
      {editing ? <EditOutboxSale sale={editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
};
