import { Alert, Box, Button, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { formatBs, formatUsd } from '../../format';
import { PaymentEntry } from '../../payments-entry/PaymentEntry';
import { capPayment, type PaymentMethod } from '../../payments-entry/paymentMath';
import type { SaleDraft } from './saleDraft';
import { useSaleTotals } from './SaleTotals';
import { useClientCredit } from '../../clients/useClientCredit';

/** Every message of a field's errors, nested ones included (the server's `payment.reference`). */
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

const ALL_METHODS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

/**
 * The sale's first payment, only when it is not an estimate: the payment entry against the
 * total, then the chosen payment with 'Quitar'. Above the total it is reduced to it.
 */
export const SalePayment = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext<SaleDraft>();
  const { errors } = useFormState<SaleDraft>({ name: 'payment' });
  const estimate = useWatch<SaleDraft, 'estimate'>({ name: 'estimate' });
  const payment = useWatch<SaleDraft, 'payment'>({ name: 'payment' });
  const clientMode = useWatch<SaleDraft, 'client_mode'>({ name: 'client_mode' });
  const clientId = useWatch<SaleDraft, 'client_id'>({ name: 'client_id' });
  // A client found: its credit is known; a client typed (create mode) may turn out to exist: the server checks.
  const credit = useClientCredit(clientMode === 'create' ? null : clientId);
  const { total } = useSaleTotals();
  const { data: methods = [] } = useGetList<PaymentMethod>('payment-methods', ALL_METHODS);
  if (estimate) return null;
  const serverError = messagesOf(errors.payment).join(' ');
  const shown = payment ? capPayment(payment, total) : null;
  const method = shown ? methods.find((candidate) => String(candidate.id) === String(shown.method)) : undefined;
  return (
    <Box>
      {shown ? (
        <Box data-testid="sale-payment">
          <Typography>
            {translate('bo.orders.payment_chosen', {
              method: method?.name ?? '',
              usd: formatUsd(shown.amount),
              bs: formatBs(shown.amount_bs),
            })}
            {shown.reference ? ` — ${translate('bo.payment_entry.reference')}: ${shown.reference}` : ''}
          </Typography>
          <Button onClick={() => setValue('payment', null)}>{translate('bo.orders.payment_remove')}</Button>
        </Box>
      ) : (
        <PaymentEntry
          balance={total}
          credit={credit}
          onAdd={(entered) => setValue('payment', capPayment(entered, total), { shouldDirty: true })}
        />
      )}
      {serverError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {serverError}
        </Alert>
      ) : null}
    </Box>
  );
};
