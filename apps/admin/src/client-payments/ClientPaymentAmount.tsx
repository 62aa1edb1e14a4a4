import { Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { NumberInput, required, useGetList, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useApi } from '../data/useApi';
import { formatAmount, formatUsd } from '../format';
import { bolivarsToDollars, centsNumber, toCents } from '../money';
import { NoticeDialog } from '../payments-entry';
import { CREDIT_NOTE_METHOD_CODE, paysInBolivars, type PaymentMethod } from '../payments-entry/paymentMath';

/**
 * Why this file exists: a client payment is typed in dollars, or in bolivars when its method is
 * paid in bolivars (issue 10, item 4): then the amount is 'Monto en bolívares' at the current
 * rate (the server takes no other), with its dollars shown beside it. The amount is at most what the
 * client's open orders owe (`owed`, not the balance net of the credit: a client with credit still
 * pays their orders in cash), and by 'Nota de Crédito' also at most the client's credit.
 */

const mandatory = required('bo.validation.required');
const ALL_METHODS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

type ToDollars = (value: unknown) => bigint | null;

/** Whether the amount typed is worth more dollars than the client owes. */
const aboveBalance = (balance: number, value: unknown, toDollars: ToDollars) => {
  const dollars = toDollars(value);
  return dollars !== null && dollars > (toCents(balance) ?? 0n);
};

/**
 * Dollars above zero, not above what the open orders owe and, by credit note (`credit` not null),
 * not above the client's credit either.
 */
const withinBalance =
  (balance: number, positive: string, toDollars: ToDollars = toCents, credit: number | null = null): Validator =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const cents = toCents(value);
    if (cents === null || cents <= 0n) return positive;
    if (aboveBalance(balance, value, toDollars)) return 'bo.client_payments.amount_exceeded';
    return credit !== null && aboveBalance(credit, value, toDollars) ? 'bo.client_payments.credit_exceeded' : undefined;
  };

/**
 * The spec's 'Monto excedido' dialog (sales.md section 5), once per submit refused for an amount
 * above the balance: the field's message stays under the field.
 */
const ExceededNotice = ({ balance, source, toDollars }: { balance: number; source: string; toDollars: ToDollars }) => {
  const { getValues } = useFormContext();
  const { submitCount } = useFormState();
  const seen = useRef(submitCount);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (aboveBalance(balance, getValues(source), toDollars)) setOpen(true);
  }, [submitCount, balance, source, toDollars, getValues]);
  return (
    <NoticeDialog
      open={open}
      title="bo.payment_entry.exceeded_title"
      message="bo.payment_entry.exceeded_text"
      onClose={() => setOpen(false)}
    />
  );
};

/**
 * The amount inputs of the client payment form for the chosen method: `balance` is what the open
 * orders owe, `credit` the client's saldo a favor (shown and enforced by 'Nota de Crédito').
 */
export const ClientPaymentAmount = ({ balance, credit }: { balance: number; credit: number }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const methodId = useWatch({ name: 'method' });
  const bolivars = useWatch({ name: 'amount_bs' });
  const { data: methods = [] } = useGetList<PaymentMethod>('payment-methods', ALL_METHODS);
  const rate = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']).data?.change ?? null;
  const method = methods.find((candidate) => String(candidate.id) === String(methodId));
  const inBolivars = !!method && paysInBolivars(method);
  const byCredit = method?.code === CREDIT_NOTE_METHOD_CODE;

  // Only the amount of the method's currency is sent, and the rate with bolivars.
  useEffect(() => {
    setValue(inBolivars ? 'amount' : 'amount_bs', null);
    setValue('exchange_rate', inBolivars ? rate : null);
  }, [inBolivars, rate, setValue]);

  if (!inBolivars)
    return (
      <>
        <NumberInput
          source="amount"
          label="bo.client_payments.amount"
          step={0.1}
          min={0}
          validate={[
            mandatory,
            withinBalance(balance, 'bo.client_payments.amount_positive', toCents, byCredit ? credit : null),
          ]}
          fullWidth
        />
        {byCredit ? (
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="client-payment-credit">
            {translate('bo.client_payments.credit_available', { usd: formatUsd(credit) })}
          </Typography>
        ) : null}
        <ExceededNotice balance={balance} source="amount" toDollars={toCents} />
      </>
    );
  const dollarsOf = (value: unknown) => bolivarsToDollars(toCents(value) ?? 0n, rate);
  const dollars = dollarsOf(bolivars);
  return (
    <>
      <ExceededNotice balance={balance} source="amount_bs" toDollars={dollarsOf} />
      <NumberInput
        source="amount_bs"
        label="bo.client_payments.amount_bs"
        step={0.01}
        min={0}
        validate={[mandatory, withinBalance(balance, 'bo.client_payments.bolivars_positive', dollarsOf)]}
        fullWidth
      />
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="client-payment-dollars">
        {translate('bo.client_payments.in_dollars', {
          usd: dollars === null ? '—' : formatUsd(centsNumber(dollars)),
          rate: formatAmount(rate ?? 0),
        })}
      </Typography>
    </>
  );
};
