import { useEffect, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useApi } from '../data/useApi';
import { formatBs, formatUsd } from '../format';
import { NoticeDialog } from './NoticeDialog';
import { IgtfNotice } from '../fiscal-sales/IgtfNotice';
import {
  asksReference,
  capPayment,
  changeToReturn,
  CREDIT_NOTE_METHOD_CODE,
  EMPTY_DRAFT,
  exceedsBalance,
  exceedsCredit,
  fieldErrorsOf,
  PAYMENT_MESSAGES,
  paymentError,
  paysInBolivars,
  toPayment,
  withBolivars,
  type NewPayment,
  type PaymentDraft,
  type PaymentField,
  type PaymentMethod,
} from './paymentMath';

export interface PaymentEntryProps {
  /** What is still owed, USD. An amount above a positive balance is refused ('Monto excedido')... */
  balance: number;
  /** ...unless this says the method may overpay (cash at the POS): then the change to return shows. */
  overpay?: (method: PaymentMethod) => boolean;
  /**
   * Called with the checked payment. May return a promise (the server's answer): while it runs
   * the buttons wait; resolved, the entry goes back to the methods and clears; rejected, the form
   * stays as typed (the caller shows the server's message) and a 400's field messages show under
   * their fields.
   */
  onAdd: (payment: NewPayment) => unknown;
  disabled?: boolean;
  /**
   * The client's credit note (saldo a favor), USD: with 'Nota de Crédito' chosen it is shown and an
   * amount above it is refused on the field ('El monto excede el saldo a favor del cliente').
   * Left out: not known here (the server still refuses above it).
   */
  credit?: number;
  /**
   * The sale screens (sales.md section 5): an amount above what is left is reduced to it, and
   * 'Monto excedido' shows only when nothing is left to pay.
   */
  reduceToBalance?: boolean;
}

const ALL_METHODS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

const MethodButtons = ({ onChoose, disabled }: { onChoose: (method: PaymentMethod) => void; disabled?: boolean }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<PaymentMethod>('payment-methods', ALL_METHODS);
  const none = !isPending && data.length === 0;
  useEffect(() => {
    if (none) console.warn('No hay métodos de pago registrados.');
  }, [none]);
  if (isPending) return <CircularProgress size={24} />;
  if (none) return <Typography color="text.secondary">{translate('bo.payment_entry.none')}</Typography>;
  return (
    <Stack direction="row" flexWrap="wrap" gap={1} role="group" aria-label={translate('bo.payment_entry.methods')}>
      {data.map((method) => (
        <Button key={String(method.id)} variant="outlined" disabled={disabled} onClick={() => onChoose(method)}>
          {method.name}
        </Button>
      ))}
    </Stack>
  );
};

/**
 * The shared payment entry (sale form, sale detail, POS; sales.md sections 4 and 5). 'select'
 * mode: one button per method of GET /api/payment-methods. 'form' mode: the amount in bolivars
 * at the current rate (USD = Bs / rate, 2 decimals: the server takes no other rate) or in dollars (step 0.01), the reference for non-cash methods,
 * the spec's messages, 'Monto excedido', and the change-to-return notice where overpay is
 * allowed; by 'Nota de Crédito', the client's credit shown and enforced when the caller knows it. Cancel or a successful add goes back to 'select' with everything cleared. It renders
 * no <form>: it can sit inside another form.
 */
export const PaymentEntry = ({ balance, overpay, onAdd, disabled, credit, reduceToBalance }: PaymentEntryProps) => {
  const translate = useTranslate();
  const rate = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']).data?.change;
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [draft, setDraft] = useState<PaymentDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [exceeded, setExceeded] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setMethod(null);
    setDraft(EMPTY_DRAFT);
    setErrors({});
  };

  if (!method)
    return (
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate('bo.payment_entry.title')}
        </Typography>
        <MethodButtons onChoose={setMethod} disabled={disabled} />
      </Box>
    );

  const inBolivars = paysInBolivars(method);
  const mayOverpay = overpay?.(method) ?? false;
  const change = mayOverpay ? changeToReturn(draft, balance, rate) : null;
  const amountField: PaymentField = inBolivars ? 'amount_bs' : 'amount';
  const byCredit = method.code === CREDIT_NOTE_METHOD_CODE && credit !== undefined;

  const edit = (next: PaymentDraft) => {
    setDraft(next);
    setErrors({});
  };

  const add = async () => {
    const error = paymentError(method, draft);
    if (error) {
      setErrors({ [error.field]: error.message });
      return;
    }
    if (byCredit && exceedsCredit(draft, credit)) {
      setErrors({ [amountField]: PAYMENT_MESSAGES.overCredit });
      return;
    }
    const nothingLeft = reduceToBalance && !(balance > 0);
    if (nothingLeft || (!mayOverpay && !reduceToBalance && exceedsBalance(draft, balance))) {
      setErrors({ [amountField]: PAYMENT_MESSAGES.exceeded });
      setExceeded(true);
      return;
    }
    setBusy(true);
    try {
      const payment = toPayment(method, draft, balance, mayOverpay);
      await onAdd(reduceToBalance ? capPayment(payment, balance) : payment);
      reset();
    } catch (error) {
      // The caller told the user why; the form keeps what was typed, a field's message under it.
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  // Enter adds the payment (and never submits a form the entry sits in).
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  const numberInput = { htmlInput: { step: 0.01, min: 0 } };
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {method.name}
      </Typography>
      <Stack direction="row" flexWrap="wrap" gap={2} alignItems="flex-start" onKeyDown={addOnEnter}>
        {inBolivars ? (
          <>
            <TextField
              label={translate('bo.payment_entry.amount_bs')}
              type="number"
              size="small"
              value={draft.amount_bs}
              onChange={(event) => edit(withBolivars(draft, event.target.value, rate))}
              error={!!errors.amount_bs}
              helperText={errors.amount_bs}
              slotProps={numberInput}
            />
            <TextField
              label={translate('bo.payment_entry.amount')}
              size="small"
              value={draft.amount}
              error={!!errors.amount}
              helperText={errors.amount}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label={translate('bo.payment_entry.rate')}
              size="small"
              value={draft.exchange_rate}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </>
        ) : (
          <TextField
            label={translate('bo.payment_entry.amount')}
            type="number"
            size="small"
            value={draft.amount}
            onChange={(event) => edit({ ...draft, amount: event.target.value })}
            error={!!errors.amount}
            helperText={errors.amount}
            slotProps={numberInput}
          />
        )}
        {asksReference(method) ? (
          <TextField
            label={translate('bo.payment_entry.reference')}
            size="small"
            value={draft.reference}
            onChange={(event) => edit({ ...draft, reference: event.target.value })}
            error={!!errors.reference}
            helperText={errors.reference}
          />
        ) : null}
      </Stack>
      <IgtfNotice
        method={method}
        amount={reduceToBalance && balance > 0 ? Math.min(Number(draft.amount) || 0, balance) : draft.amount}
      />
      {byCredit ? (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="payment-credit">
          {translate('bo.payment_entry.credit', { usd: formatUsd(credit) })}
        </Typography>
      ) : null}
      {change ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {change.bs === null
            ? translate('bo.payment_entry.change_usd', { usd: formatUsd(change.usd) })
            : translate('bo.payment_entry.change', { usd: formatUsd(change.usd), bs: formatBs(change.bs) })}
        </Alert>
      ) : null}
      <Stack direction="row" gap={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={add} disabled={busy || disabled}>
          {translate('bo.payment_entry.add')}
        </Button>
        <Button onClick={reset} disabled={busy}>
          {translate('bo.payment_entry.cancel')}
        </Button>
      </Stack>
      <NoticeDialog
        open={exceeded}
        title="bo.payment_entry.exceeded_title"
        message="bo.payment_entry.exceeded_text"
        onClose={() => setExceeded(false)}
      />
    </Box>
  );
};
