import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { newIdempotencyKey } from '../../data/useSubmission';
import type { OutboxSale } from '../../offline/deviceDb';
import { resendSale } from '../../offline/outbox';
import { sendOutbox } from '../../offline/outboxSender';

/**
 * Issue 34, 'Editar y reenviar' of a 'Rechazada' sale: its quantities changed (0 takes the line
 * out, the stock having run out meanwhile), then sent again with a new Idempotency-Key. The
 * server's refusal (400 or 409) recorded nothing, so a new key cannot record the sale twice.
 */
export const EditOutboxSale = ({ sale, onClose }: { sale: OutboxSale; onClose: () => void }) => {
  const translate = useTranslate();
  const [quantities, setQuantities] = useState(() => sale.summary.lines.map((line) => String(line.quantity)));
  const parsed = quantities.map((value) => Math.max(0, Math.floor(Number(value) || 0)));
  const lines = sale.summary.lines
    .map((line, index) => ({ ...line, quantity: parsed[index] }))
    .filter((line) => line.quantity > 0);

  const resend = async () => {
    const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const payload = {
      ...sale.payload,
      products: lines.map(({ product_id, deposit_id, quantity }) => ({ product_id, deposit_id, quantity })),
    };
    await resendSale(
      sale,
      payload,
      { ...sale.summary, lines, total: Math.round(total * 100) / 100 },
      newIdempotencyKey(),
    );
    onClose();
    void sendOutbox();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-outbox-sale">
      <DialogTitle id="edit-outbox-sale">{translate('bo.outbox.resend')}</DialogTitle>
      <DialogContent>
        <Typography color="error" sx={{ mb: 2 }}>
          {sale.reason}
        </Typography>
        {sale.summary.lines.map((line, index) => (
          <TextField
            key={line.product_id}
            type="number"
            label={translate('bo.pos.quantity_of', { name: line.name })}
            value={quantities[index]}
            onChange={(event) =>
              setQuantities(quantities.map((value, at) => (at === index ? event.target.value : value)))
            }
            slotProps={{ htmlInput: { min: 0 } }}
            fullWidth
            margin="dense"
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={lines.length === 0} onClick={() => void resend()}>
          {translate('bo.outbox.resend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
