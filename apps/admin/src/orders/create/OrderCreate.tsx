import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  Form,
  HttpError,
  NumberInput,
  required,
  TextInput,
  Title,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFieldArray, useFormContext, type UseFormReturn } from 'react-hook-form';
import { BackLink } from '../../common/BackLink';
import { detailPath } from '../../common/detailRoutes';
import { useApi } from '../../data/useApi';
import { useSubmission, type SubmissionKey } from '../../data/useSubmission';
import { SubmitButton } from '../../common/forms';
import { today } from '../../calendarDate';
import type { Product } from '../../products/types';
import { useFiscalSettings } from '../../fiscal-sales/useFiscalSettings';
import { saleTaxesOf, taxedTotalBs } from '../../fiscal-sales/saleTaxes';
import { useCan } from '../../access/useCan';
import { ClientFinder } from './ClientFinder';
import { QuickLineForm } from './QuickLineForm';
import {
  catalogueLineOf,
  discountOf,
  EMPTY_CLIENT,
  subtotalOf,
  toSalePayload,
  totalOf,
  type SaleDraft,
  type SaleLine,
} from './saleDraft';
import { SaleLines } from './SaleLines';
import { SalePayment } from './SalePayment';
import { SaleProductSearch } from './SaleProductSearch';
import { SaleDiscount, SaleTotals } from './SaleTotals';
import { freshRate, isStaleRate } from '../../shoppings/staleRate';
import type { AppDataProvider } from '../../data/dataProvider';
import { RateChangedDialog, type RateChange } from '../../payments-entry';
import { paymentsAtRate } from '../../payments-entry/paymentMath';
import { printedSaleTotal } from '../../money';

const mandatory = required('bo.validation.required');

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** The search, the quick line and the chosen lines share the form's `products`: a product is added once. */
const SaleProducts = () => {
  const notify = useNotify();
  const { fields, append, remove } = useFieldArray<SaleDraft, 'products', 'key'>({ name: 'products', keyName: 'key' });
  const lines = fields as Array<SaleLine & { key: string }>;
  const added = new Set(lines.filter((line) => !line.quick).map((line) => String(line.product_id)));
  const add = (product: Product, deposit: string) => {
    if (added.has(String(product.id))) return;
    const line = catalogueLineOf(product, deposit || null);
    if (!line) notify('bo.orders.no_stock', { type: 'warning' });
    else append(line);
  };
  return (
    <>
      <Section title="bo.orders.search_products">
        <SaleProductSearch added={added} onAdd={add} />
      </Section>
      <Section title="bo.orders.quick_line">
        <QuickLineForm onAdd={(line) => append(line)} />
      </Section>
      <Section title="bo.orders.lines">
        <SaleLines lines={lines} onRemove={remove} />
      </Section>
    </>
  );
};

/** Hands the form's methods to the screen (the rate change sets the new rate and payments in place). */
const FormHandle = ({ into }: { into: { current: UseFormReturn<SaleDraft> | null } }) => {
  into.current = useFormContext<SaleDraft>();
  return null;
};

/** The current rate as the form's default exchange rate, once it is read (unless typed already). */
const CurrentRate = () => {
  const { data: rate } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  const { getValues, setValue } = useFormContext<SaleDraft>();
  useEffect(() => {
    if (rate && (getValues('change') === null || getValues('change') === undefined))
      setValue('change', Number(rate.change));
  }, [rate, getValues, setValue]);
  return null;
};

/** The total of a sale's payload, USD: its lines less its discount. */
const totalOfPayload = (payload: ReturnType<typeof toSalePayload>) => {
  const subtotal = subtotalOf(payload.products);
  return totalOf(subtotal, payload.discount ? discountOf(subtotal, payload.discount) : 0);
};

/** The form's defaults but the date, which is today when the form mounts. */
const DEFAULTS: Omit<SaleDraft, 'date'> = {
  client_mode: 'find',
  client_id: null,
  client_found: null,
  client: EMPTY_CLIENT,
  products: [],
  discount: { type: 'percentage', value: null },
  isCredit: false,
  estimate: true,
  change: null,
  comentary: '',
  order_buy: '',
  payments: [],
};

/** The server's 400 field errors for the form (`client.name`... land under the client's inputs), or null after a toast. */
const fieldErrorsOf = (error: unknown, notify: ReturnType<typeof useNotify>) => {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> })?.errors : undefined;
  if (!errors) {
    notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    return undefined;
  }
  return errors;
};

/**
 * /orders/create ('Generar Venta'): the client finder, the product search with its filters, the
 * quick line, the lines, discount (admin and financial only), credit, estimate (on by default),
 * date (today), exchange rate (the current one), observations, order number and, when not an
 * estimate, the payment. A client typed in create mode goes with the sale (client{...}) and is
 * created with it; without a client the sale is refused under the finder. The server's field
 * errors show under their fields and in the 'Error en el formulario' toast.
 */
export const OrderCreate = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const canDiscount = useCan('orders', 'discount');
  const fiscal = useFiscalSettings();
  const [defaults] = useState<SaleDraft>(() => ({ ...DEFAULTS, date: today() }));
  const submission = useSubmission();
  const form = useRef<UseFormReturn<SaleDraft> | null>(null);
  const [rateChange, setRateChange] = useState<RateChange | null>(null);

  /**
   * A rate change mid-sale (409 'La tasa de cambio cambió'): the cart stays; the new rate goes
   * into the form (and the header, through the changes bus), each bolivar payment keeps its
   * dollars at the new rate, and the dialog shows the new bolivars before the sale is sent again.
   */
  const followRate = async (draft: SaleDraft) => {
    const fresh = await freshRate(dataProvider).catch(() => null);
    if (!fresh || !form.current) return false;
    const rate = Number(fresh.change);
    const payments = paymentsAtRate(draft.payments ?? [], fresh.change);
    form.current.setValue('change', rate);
    form.current.setValue('payments', payments);
    const payload = toSalePayload({ ...draft, payments }, canDiscount, fiscal);
    const total = totalOfPayload(payload);
    const subtotal = subtotalOf(payload.products);
    // The new Bs total as the sale's documents will print it (docs/rules.md 'Printed amounts add up').
    const { bs: totalBs } = printedSaleTotal({
      products: payload.products,
      discount: subtotal - total,
      total,
      pending: total,
      change: fresh.change,
      cop_change: null,
    });
    // Issue 33: a taxed sale's Bs total carries its IVA, as the form's totals show it.
    const taxes = saleTaxesOf(fiscal, draft.products ?? [], subtotal - total, draft.date ?? today());
    const shownBs = taxes ? taxedTotalBs(taxes, fresh.change) : totalBs;
    setRateChange({ rate, totalBs: shownBs ?? 0, payments });
    return true;
  };

  const sendSale = async (values: Record<string, unknown>, key: SubmissionKey) => {
    const draft = values as unknown as SaleDraft;
    if (!draft.products?.length) {
      notify('bo.orders.at_least_one', { type: 'warning' });
      return undefined;
    }
    if (draft.client_mode === 'find') {
      notify('bo.orders.choose_client', { type: 'warning' });
      return { client_id: 'bo.orders.choose_client' };
    }
    try {
      const { data } = await dataProvider.create('orders', {
        data: toSalePayload(draft, canDiscount, fiscal),
        meta: key(),
      });
      notify('bo.orders.created', { type: 'success' });
      redirect(detailPath('orders', data.id));
      return undefined;
    } catch (error) {
      if (isStaleRate(error) && (await followRate(draft))) return undefined;
      return fieldErrorsOf(error, notify);
    }
  };
  const submit = (values: Record<string, unknown>) => submission.submit((key) => sendSale(values, key));

  return (
    <Box>
      <Title title={translate('bo.orders.create_title')} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/orders" />
      </TopToolbar>
      <Card>
        <Form defaultValues={defaults} onSubmit={submit} noValidate>
          <CardContent>
            <FormHandle into={form} />
            <CurrentRate />
            <Typography variant="h5" component="h2">
              {translate('bo.orders.create_title')}
            </Typography>
            <Section title="bo.orders.client">
              <ClientFinder />
            </Section>
            <SaleProducts />
            {canDiscount ? (
              <Section title="bo.orders.discount_section">
                <SaleDiscount />
              </Section>
            ) : null}
            <Section title="bo.orders.totals">
              <SaleTotals canDiscount={canDiscount} />
            </Section>
            <Divider sx={{ my: 2 }} />
            <Stack direction="row" flexWrap="wrap" columnGap={2} alignItems="center">
              <BooleanInput source="isCredit" label="bo.orders.credit" helperText={false} />
              <BooleanInput source="estimate" label="bo.orders.estimate" helperText={false} />
              <DateInput source="date" label="bo.orders.date" validate={mandatory} />
              <NumberInput source="change" label="bo.orders.exchange_rate" min={0} step={0.01} />
              <TextInput source="order_buy" label="bo.orders.order_buy" />
            </Stack>
            <TextInput
              source="comentary"
              label="bo.orders.comentary"
              validate={mandatory}
              multiline
              minRows={2}
              fullWidth
            />
            <Section title="bo.orders.payment">
              <SalePayment />
            </Section>
            <Box sx={{ mt: 3 }}>
              <SubmitButton label="bo.orders.generate" />
            </Box>
          </CardContent>
        </Form>
      </Card>
      <RateChangedDialog
        change={rateChange}
        onCancel={() => setRateChange(null)}
        onConfirm={() => {
          setRateChange(null);
          if (form.current)
            void form.current.handleSubmit((values) => submit(values as unknown as Record<string, unknown>))();
        }}
      />
    </Box>
  );
};
