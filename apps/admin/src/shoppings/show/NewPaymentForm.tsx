import { useState, type FormEvent } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../data/dataProvider';
import { useApi } from '../../data/useApi';
import { formatAmount, formatUsd } from '../../format';
import { centsText } from '../../money';
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import { asksReference, paysInBolivars, type PaymentMethod } from '../../payments-entry/paymentMath';
import { purchaseMethods } from '../purchaseMethods';
import { Panel } from '../../common/Panel';
import { freshRate, isStaleRate, RATE_CHANGED } from '../staleRate';
import { owedCents } from '../status';
import type { Shopping } from '../types';
import {
  EMPTY_PURCHASE_PAYMENT,
  purchasePaymentBody,
  purchasePaymentFieldErrors,
  purchasePaymentProblem,
  withBolivars,
  withMethod,
  type PurchasePaymentDraft,
  type PurchasePaymentField,
} from './paymentDraft';
import { useShoppingCommand } from './useShoppingCommand';

const ALL_METHODS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };
const MONEY_INPUT = { htmlInput: { step: 0.01, min: 0 } };
/** Side by side, wrapping on narrow screens (react-admin's theme makes text fields full width). */
const FIELD = { fullWidth: false, sx: { flex: '1 1 200px', maxWidth: 280 } } as const;

/**
 * 'Registrar Nuevo Pago' (spec sections 2 and 5) with the pending balance: the method (from
 * /api/payment-methods), the amount in USD (default 0) or, for a method paid in bolivars, in VES
 * (default 0) at the current rate from the server, the USD following (Bs / rate, to the cent);
 * the reference of a method that needs one. An amount above the balance opens 'Monto excedido' /
 * 'El monto del pago excede el saldo adeudado' with 'Entendido' and sends nothing. Accepted, the
 * form resets and the page's totals and payments are read again; refused, what was typed stays
 * and a field's message shows under it.
 */
export const NewPaymentForm = ({ shopping }: { shopping: Shopping }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.shoppings.${key}`, options);
  const rate = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']).data?.change;
  const { data: listed = [] } = useGetList<PaymentMethod>('payment-methods', ALL_METHODS);
  const methods = purchaseMethods(listed);
  const { run, running } = useShoppingCommand();
  const [draft, setDraft] = useState<PurchasePaymentDraft>(EMPTY_PURCHASE_PAYMENT);
  const [errors, setErrors] = useState<Partial<Record<PurchasePaymentField, string>>>({});
  const [exceeded, setExceeded] = useState(false);
  const [rateNotice, setRateNotice] = useState('');
  const dataProvider = useDataProvider<AppDataProvider>();

  const owed = owedCents(shopping);
  const method = methods.find((candidate) => String(candidate.id) === draft.method);
  const inBolivars = method !== undefined && paysInBolivars(method);
  const edit = (next: PurchasePaymentDraft) => {
    setDraft(next);
    setErrors({});
  };

  const register = async (event: FormEvent) => {
    event.preventDefault();
    const problem = purchasePaymentProblem(method, draft, owed, rate);
    if (problem === 'exceeded') {
      setExceeded(true);
      return;
    }
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    try {
      await run(shopping.id, 'payments', 'bo.shoppings.payment_recorded', purchasePaymentBody(method!, draft, rate));
      setDraft(EMPTY_PURCHASE_PAYMENT);
      setErrors({});
    } catch (error) {
      if (isStaleRate(error)) {
        // The current rate is read again (the field shows it) and the bolivars typed are worth its dollars.
        const fresh = await freshRate(dataProvider).catch(() => null);
        if (fresh && inBolivars) setDraft(withBolivars(draft, draft.amount_ves, fresh.change));
        setRateNotice(fresh ? t('rate_updated', { rate: formatAmount(fresh.change) }) : RATE_CHANGED);
        return;
      }
      // The toast told why; a 400's field messages go under their fields.
      setErrors(purchasePaymentFieldErrors(error));
    }
  };

  return (
    <Panel title="bo.shoppings.new_payment" testId="shopping-new-payment">
      <Typography sx={{ mb: 2 }} data-testid="shopping-pending-balance">
        {t('pending_balance', { amount: formatUsd(centsText(owed)) })}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={register}
        direction="row"
        flexWrap="wrap"
        gap={2}
        alignItems="flex-start"
        aria-label={t('new_payment')}
      >
        <TextField
          select
          {...FIELD}
          size="small"
          label={t('payment_method')}
          value={draft.method}
          onChange={(event) =>
            edit(
              withMethod(
                draft,
                methods.find((candidate) => String(candidate.id) === event.target.value),
                rate,
              ),
            )
          }
          error={!!errors.method}
          helperText={errors.method}
        >
          {methods.map((candidate) => (
            <MenuItem key={String(candidate.id)} value={String(candidate.id)}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          {...FIELD}
          size="small"
          label={t('payment_amount_usd')}
          value={draft.amount_usd}
          onChange={(event) => edit({ ...draft, amount_usd: event.target.value })}
          error={!!errors.amount_usd}
          helperText={errors.amount_usd}
          slotProps={{ htmlInput: { ...MONEY_INPUT.htmlInput, readOnly: inBolivars } }}
        />
        <TextField
          type="number"
          {...FIELD}
          size="small"
          label={t('payment_amount_ves')}
          value={draft.amount_ves}
          onChange={(event) => edit(withBolivars(draft, event.target.value, rate))}
          disabled={!inBolivars}
          error={!!errors.amount_ves}
          helperText={errors.amount_ves}
          slotProps={MONEY_INPUT}
        />
        <TextField
          {...FIELD}
          size="small"
          label={t('current_rate')}
          value={rate ? formatAmount(rate) : t('no_rate')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {method && asksReference(method) ? (
          <TextField
            {...FIELD}
            size="small"
            label={t('payment_reference')}
            value={draft.reference}
            onChange={(event) => edit({ ...draft, reference: event.target.value })}
            error={!!errors.reference}
            helperText={errors.reference}
          />
        ) : null}
        <Button type="submit" variant="contained" disabled={running} sx={{ mt: 1 }}>
          {t('register_payment')}
        </Button>
      </Stack>
      <NoticeDialog
        open={exceeded}
        title="bo.shoppings.exceeded_title"
        message="bo.shoppings.exceeded_text"
        onClose={() => setExceeded(false)}
      />
      <NoticeDialog
        open={rateNotice !== ''}
        error
        title="bo.shoppings.rate_changed_title"
        message={rateNotice}
        onClose={() => setRateNotice('')}
      />
    </Panel>
  );
};
