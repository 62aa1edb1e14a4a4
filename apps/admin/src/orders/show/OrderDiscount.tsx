import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access/useCan';
import { formatUsd } from '../../format';
import { discountOf } from '../create/saleDraft';
import { isClosedToDiscount } from '../states';
import type { OrderDetail } from '../types';
import { WhyDisabled } from '../../common/WhyDisabled';
import { Panel } from '../../common/Panel';
import { useOrderCommand } from './useOrderCommand';

type DiscountType = 'percentage' | 'amount';

/**
 * Admin and financial, while the order is neither cancelled, an estimate nor returned: the current
 * discount, a new one (percentage or amount, step 0.01; 'Aplicar' only above 0; a percentage
 * shows the amount it takes off) and its removal after '¿Está seguro que desea eliminar el descuento?'.
 */
export const OrderDiscount = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const allowed = useCan('orders', 'discount');
  const { run, running } = useOrderCommand();
  const [type, setType] = useState<DiscountType>('percentage');
  const [amount, setAmount] = useState('');
  const [removing, setRemoving] = useState(false);
  if (!order || !allowed || isClosedToDiscount(order.order_state)) return null;
  const typed = Number(amount);
  const positive = amount !== '' && Number.isFinite(typed) && typed > 0;
  const negative = amount !== '' && Number.isFinite(typed) && typed < 0;
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.orders.${key}`, options);

  const apply = async () => {
    try {
      await run('discount', 'bo.orders.discount_applied', { type, amount: typed }, 'PUT');
      setAmount('');
    } catch {
      // Told in the toast.
    }
  };
  const remove = async () => {
    try {
      await run('discount', 'bo.orders.discount_removed', undefined, 'DELETE');
    } catch {
      // Told in the toast.
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Panel title="bo.orders.discount_section" testId="order-discount">
      {order.discount > 0 ? (
        <Stack direction="row" alignItems="center" gap={2} sx={{ mb: 2 }}>
          <Typography>
            {t('discount_current', { amount: formatUsd(order.discount) })}
            {order.discount_type === 'percentage' && order.discount_value !== null
              ? ` (${t('discount_percentage_of', { value: order.discount_value })})`
              : ''}
          </Typography>
          <Button color="error" onClick={() => setRemoving(true)} disabled={running}>
            {t('discount_remove')}
          </Button>
        </Stack>
      ) : null}
      <Stack direction="row" flexWrap="wrap" gap={2} alignItems="center">
        <TextField
          select
          size="small"
          label={t('discount_type')}
          value={type}
          onChange={(event) => setType(event.target.value as DiscountType)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="percentage">{t('discount_types.percentage')}</MenuItem>
          <MenuItem value="amount">{t('discount_types.amount')}</MenuItem>
        </TextField>
        <TextField
          type="number"
          size="small"
          label={t('discount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={negative}
          helperText={negative ? t('discount_negative') : undefined}
          slotProps={{ htmlInput: { min: 0, step: 0.01, max: type === 'percentage' ? 100 : order.subtotal } }}
        />
        <WhyDisabled reason={!positive && !running ? t('discount_apply_needs_amount') : null}>
          <Button variant="contained" onClick={apply} disabled={!positive || running}>
            {t('discount_apply')}
          </Button>
        </WhyDisabled>
        {type === 'percentage' && positive ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('discount_equivalent', {
                amount: formatUsd(discountOf(order.subtotal, { type, value: typed })),
              })}
            </Typography>
          </Box>
        ) : null}
      </Stack>
      <Confirm
        isOpen={removing}
        loading={running}
        title="bo.orders.discount_remove_title"
        content="bo.orders.discount_remove_confirm"
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </Panel>
  );
};
