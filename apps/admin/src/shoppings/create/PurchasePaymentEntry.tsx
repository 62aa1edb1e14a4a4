/**
 * Why this file exists: a purchase's payments are added in the form before it is generated
 * (section 2): a method of GET /api/payment-methods; the amount in bolivars at the current rate
 * for a method paid in bolivars (USD = Bs / rate, to the cent) or else in dollars; the reference
 * for the non-cash methods (as the sale form decides it: payments-entry/paymentMath); the date.
 * Against what remains: the spec's 'Pago incompleto' and 'Monto excedido' dialogs. It renders no
 * <form> (it sits inside the purchase's) and Enter adds the payment.
 */
import { useState, type KeyboardEvent } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { today } from '../../calendarDate';
import type { Tax } from '../../data/types';
import { centsText, toCents } from '../../money';
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import {
  asksReference,
  EMPTY_DRAFT,
  paymentError,
  paysInBolivars,
  withBolivars,
  type PaymentDraft,
  type PaymentField,
  type PaymentMethod,
} from '../../payments-entry/paymentMath';
import { purchaseMethods } from '../purchaseMethods';
import { paymentVerdict } from './shoppingChecks';
import type { PaymentType, ShoppingPayment } from './shoppingDraft';

const ALL_METHODS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };
const METHOD_MISSING = 'Debe seleccionar un método de pago';

type EntryField = PaymentField | 'method';
/** The entry's fields side by side (the theme makes a text field as wide as its row). */
const FIELD = { fullWidth: false, sx: { width: 180 } } as const;

export interface PurchasePaymentEntryProps {
  type: PaymentType;
  /** The purchase's total and what the payments added so far sum to, in cents. */
  total: bigint;
  paid: bigint;
  rate: Tax | null;
  onAdd: (payment: ShoppingPayment) => void;
}

export const PurchasePaymentEntry = ({ type, total, paid, rate, onAdd }: PurchasePaymentEntryProps) => {
  const translate = useTranslate();
  const { data: listed = [] } = useGetList<PaymentMethod>('payment-methods', ALL_METHODS);
  const methods = purchaseMethods(listed);
  const [methodId, setMethodId] = useState<string>('');
  const [draft, setDraft] = useState<PaymentDraft>(EMPTY_DRAFT);
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<EntryField, string>>>({});
  const [notice, setNotice] = useState<{ title: string; message: string }>({ title: '', message: '' });
  const [noticeOpen, setNoticeOpen] = useState(false);
  const method = methods.find((candidate) => String(candidate.id) === methodId);
  const inBolivars = method ? paysInBolivars(method) : false;

  const edit = (next: PaymentDraft) => {
    setDraft(next);
    setErrors({});
  };

  const add = () => {
    if (!method) {
      setErrors({ method: METHOD_MISSING });
      return;
    }
    const error = paymentError(method, draft);
    if (error) {
      setErrors({ [error.field]: error.message });
      return;
    }
    const amount = toCents(draft.amount)!;
    const verdict = paymentVerdict(type, total, paid, amount);
    if (verdict.accepted) {
      const bolivars = toCents(draft.amount_bs);
      onAdd({
        method: method.id as Identifier,
        method_name: method.name,
        amount_usd: centsText(amount),
        amount_ves: inBolivars && bolivars !== null ? centsText(bolivars) : null,
        exchange_rate: inBolivars && draft.exchange_rate !== '' ? draft.exchange_rate : null,
        reference: asksReference(method) ? draft.reference.trim() : '',
        date,
      });
      setDraft(EMPTY_DRAFT);
      setErrors({});
    } else setErrors({ [inBolivars ? 'amount_bs' : 'amount']: translate(verdict.notice!.message) });
    if (verdict.notice) {
      setNotice(verdict.notice);
      setNoticeOpen(true);
    }
  };

  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const number = { htmlInput: { step: 0.01, min: 0 } };
  const t = (key: string) => translate(key);
  return (
    <Box>
      <Stack direction="row" flexWrap="wrap" gap={2} alignItems="flex-start" onKeyDown={addOnEnter}>
        <TextField
          select
          size="small"
          label={t('bo.shopping_create.payment_method')}
          value={methodId}
          onChange={(event) => {
            setMethodId(event.target.value);
            edit(EMPTY_DRAFT);
          }}
          error={!!errors.method}
          helperText={errors.method}
          fullWidth={false}
          sx={{ width: 240 }}
        >
          {methods.map((option) => (
            <MenuItem key={String(option.id)} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        {inBolivars ? (
          <>
            <TextField
              label={t('bo.payment_entry.amount_bs')}
              type="number"
              size="small"
              value={draft.amount_bs}
              onChange={(event) => edit(withBolivars(draft, event.target.value, rate?.change))}
              error={!!errors.amount_bs}
              helperText={errors.amount_bs}
              slotProps={number}
              {...FIELD}
            />
            <TextField
              label={t('bo.payment_entry.amount')}
              size="small"
              value={draft.amount}
              error={!!errors.amount}
              helperText={errors.amount}
              slotProps={{ htmlInput: { readOnly: true } }}
              {...FIELD}
            />
            <TextField
              label={t('bo.payment_entry.rate')}
              size="small"
              value={draft.exchange_rate}
              slotProps={{ htmlInput: { readOnly: true } }}
              {...FIELD}
            />
          </>
        ) : (
          <TextField
            label={t('bo.payment_entry.amount')}
            type="number"
            size="small"
            value={draft.amount}
            onChange={(event) => edit({ ...draft, amount: event.target.value })}
            error={!!errors.amount}
            helperText={errors.amount}
            slotProps={number}
            {...FIELD}
          />
        )}
        {method && asksReference(method) ? (
          <TextField
            label={t('bo.payment_entry.reference')}
            size="small"
            value={draft.reference}
            onChange={(event) => edit({ ...draft, reference: event.target.value })}
            error={!!errors.reference}
            helperText={errors.reference}
            {...FIELD}
          />
        ) : null}
        <TextField
          label={t('bo.shopping_create.payment_date')}
          type="date"
          size="small"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...FIELD}
        />
        <Button variant="outlined" onClick={add} sx={{ mt: 1 }}>
          {t('bo.payment_entry.add')}
        </Button>
      </Stack>
      <NoticeDialog
        open={noticeOpen}
        title={notice.title}
        message={notice.message}
        onClose={() => setNoticeOpen(false)}
      />
    </Box>
  );
};
