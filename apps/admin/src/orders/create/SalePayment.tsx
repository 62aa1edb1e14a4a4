import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { formatUsd } from '../../format';
import { PaymentEntry } from '../../payments-entry/PaymentEntry';
import { PaymentList } from '../../payments-entry/PaymentList';
import { remainderOf } from '../../payments-entry/paymentMath';
import type { SaleDraft } from './saleDraft';
import { useSaleTotals } from './SaleTotals';
import { useClientCredit } from '../../clients/useClientCredit';

/** Every message of a field's errors, nested ones included (the server's `payments.1.reference`). */
const messagesOf = (error: unknown): string[] => {
  if (!error || typeof error !== 'object') return [];
  const { message, ...nested } = error as { message?: unknown };
  return [
    ...(typeof message === 'string' && message ? [message] : []),
    ...Object.entries(nested)
      .filter(([key]) => key !== 'ref' && key !== 'type')
      .flatMap(([, value]) => messagesOf(value)),
  ];
};

/**
 * The sale's payments, only when it is not an estimate (issue 31: several, e.g. part by credit
 * note and part in cash): the ones added, each removable, what is left, and the payment entry
 * against it. An amount above what is left is reduced to it; 'Monto excedido' once nothing is left.
 */
export const SalePayment = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext<SaleDraft>();
  const { errors } = useFormState<SaleDraft>({ name: 'payments' });
  const estimate = useWatch<SaleDraft, 'estimate'>({ name: 'estimate' });
  const payments = useWatch<SaleDraft, 'payments'>({ name: 'payments' }) ?? [];
  const clientMode = useWatch<SaleDraft, 'client_mode'>({ name: 'client_mode' });
  const clientId = useWatch<SaleDraft, 'client_id'>({ name: 'client_id' });
  // A client found: its credit is known; a client typed (create mode) may turn out to exist: the server checks.
  const credit = useClientCredit(clientMode === 'create' ? null : clientId);
  const { total } = useSaleTotals();
  if (estimate) return null;
  const serverError = messagesOf(errors.payments).join(' ');
  const left = remainderOf(total, payments);
  return (
    <Box>
      <PaymentList
        payments={payments}
        onRemove={(index) =>
          setValue(
            'payments',
            payments.filter((_, at) => at !== index),
            { shouldDirty: true },
          )
        }
      />
      {payments.length > 0 ? (
        <Typography sx={{ mb: 1 }} data-testid="sale-payments-left">
          {translate('bo.orders.payments_left', { usd: formatUsd(left) })}
        </Typography>
      ) : null}
      <PaymentEntry
        balance={left}
        credit={credit}
        reduceToBalance
        onAdd={(entered) => setValue('payments', [...payments, entered], { shouldDirty: true })}
      />
      {serverError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {serverError}
        </Alert>
      ) : null}
    </Box>
  );
};
