/**
 * Why this file exists: /shoppings/create, a new purchase (purchasing-inventory.md sections 2, 5
 * and 8; issue 12): the purchase's data, the kit's product search and lines (cost, percentage,
 * selling price, quantity), the discount, the totals in USD and Bs, the payments, and 'Generar
 * Compra'. That button runs the spec's checks in its order first (a dialog with the first failing
 * one, 'Entendido', nothing sent), then POSTs /api/shoppings once (data/useSubmission: one
 * Idempotency-Key); a refusal keeps everything typed; accepted, it opens /shoppings/{id}. Leaving
 * it with something typed asks first (common/LeaveGuard).
 */
import { useRef, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, Title, TopToolbar, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { today } from '../../calendarDate';
import { BackLink } from '../../common/BackLink';
import { LeaveGuard } from '../../common/LeaveGuard';
import { detailPath } from '../../common/detailRoutes';
import {
  codeColumn,
  nameColumn,
  ProductSearchTable,
  quantityColumn,
  SelectedLines,
  stockColumn,
  useDocumentLines,
  type LineColumn,
} from '../../common/document';
import { SubmitButton } from '../../common/forms';
import type { AppDataProvider } from '../../data/dataProvider';
import { useApi } from '../../data/useApi';
import { useSubmission, type SubmissionKey } from '../../data/useSubmission';
import { formatAmount } from '../../format';
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import { atRate, freshRate, isStaleRate } from '../staleRate';
import { FiscalTerms } from '../fiscal/FiscalTerms';
import { useFiscalRegime } from '../../fiscal/useFiscalRegime';
import { costColumn, lineTotalColumn, percentageColumn, priceColumn } from './purchaseColumns';
import { PurchaseDiscount } from './PurchaseDiscount';
import { PurchaseHeader } from './PurchaseHeader';
import { PurchasePayments } from './PurchasePayments';
import { PurchaseTotals } from './PurchaseTotals';
import { lineRefusalMessage } from './lineRefusal';
import { refusalOf, SHOWN_FIELD } from './serverRefusal';
import { firstFailingCheck } from './shoppingChecks';
import { emptyDraft, shoppingLineOf, toShoppingPayload, type ShoppingDraft, type ShoppingLine } from './shoppingDraft';
import { useFormContext, type UseFormReturn } from 'react-hook-form';

type DraftForm = UseFormReturn<ShoppingDraft>;

/** Hands the form's methods to the screen around it (a refusal may change what was typed). */
const FormHandle = ({ into }: { into: { current: DraftForm | null } }) => {
  into.current = useFormContext<ShoppingDraft>();
  return null;
};

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

/** Code, name, cost, percentage, selling price, quantity (no limit: it enters), stock in the destination, line total. */
const COLUMNS: ReadonlyArray<LineColumn<ShoppingLine>> = [
  codeColumn(),
  nameColumn(),
  costColumn,
  percentageColumn,
  priceColumn,
  // Checked by 'Generar Compra' in the spec's order (step 3), not by the field on its own.
  quantityColumn(undefined, false),
  stockColumn(() => 'deposit_id'),
  lineTotalColumn,
];

/** The kit's search and lines, sharing the form's `products`: a product is added once. */
const PurchaseProducts = () => {
  const { lines, added, add, remove } = useDocumentLines('products', shoppingLineOf);
  return (
    <>
      <Section title="bo.shopping_create.search_products">
        <ProductSearchTable added={added} onAdd={add} />
      </Section>
      <Section title="bo.shopping_create.products">
        <SelectedLines name="products" lines={lines} columns={COLUMNS} onRemove={remove} />
      </Section>
    </>
  );
};

export const ShoppingCreate = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [defaults] = useState<ShoppingDraft>(() => emptyDraft(today()));
  const submission = useSubmission();
  const rate = useApi((provider) => provider.getCurrentRate(), [], ['taxes']).data ?? null;
  // Issue 33: under a fiscal regime the control number is asked and the totals carry the IVA.
  const regime = useFiscalRegime() ?? 'none';
  const [refusal, setRefusal] = useState('');
  const [refused, setRefused] = useState(false);
  const form = useRef<DraftForm | null>(null);
  // Set once the purchase is registered: its redirect leaves without asking.
  const released = useRef(false);

  const refuse = (message: string) => {
    setRefusal(message);
    setRefused(true);
  };

  const send = async (draft: ShoppingDraft, key: SubmissionKey) => {
    try {
      const { data } = await dataProvider.create('shoppings', { data: toShoppingPayload(draft), meta: key() });
      notify('bo.shopping_create.created', { type: 'success' });
      released.current = true;
      redirect(detailPath('shoppings', data.id));
      return undefined;
    } catch (error) {
      if (isStaleRate(error) && (await followRate())) return undefined;
      const { fields, message } = refusalOf(error);
      const shown = message ?? lineRefusalMessage(fields, draft.products ?? []);
      if (shown) refuse(shown);
      return fields;
    }
  };

  /**
   * The rate changed since the form opened: the current one is read again (the totals and the top
   * bar follow it), each payment in bolivars is converted at it, everything else stays, and the
   * dialog says so. false when there is no rate to follow (the server's message is then shown).
   */
  const followRate = async () => {
    const fresh = await freshRate(dataProvider).catch(() => null);
    if (!fresh || !form.current) return false;
    const payments = form.current.getValues('payments') ?? [];
    form.current.setValue('payments', atRate(payments, fresh.change), { shouldDirty: true });
    refuse(translate('bo.shopping_create.rate_updated', { rate: formatAmount(fresh.change) }));
    return true;
  };

  const submit = async (values: Record<string, unknown>) => {
    const draft = values as unknown as ShoppingDraft;
    const failing = firstFailingCheck(draft);
    if (failing) {
      refuse(failing.message);
      // Under its field too, when the form shows one (a line's price or quantity).
      return SHOWN_FIELD.test(failing.field) ? { [failing.field]: failing.message } : undefined;
    }
    return submission.submit((key) => send(draft, key));
  };

  const title = translate('bo.shopping_create.title');
  return (
    <Box>
      <Title title={title} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/shoppings" />
      </TopToolbar>
      <Card>
        <Form defaultValues={defaults} onSubmit={submit} noValidate>
          <FormHandle into={form} />
          <FiscalTerms regime={regime} />
          <LeaveGuard released={released} />
          <CardContent>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            <Section title="bo.shopping_create.data">
              <PurchaseHeader fiscal={regime !== 'none'} />
            </Section>
            <PurchaseProducts />
            <Section title="bo.shopping_create.discount">
              <PurchaseDiscount />
            </Section>
            <Section title="bo.shopping_create.totals">
              <PurchaseTotals rate={rate} />
            </Section>
            <Section title="bo.shopping_create.payments">
              <PurchasePayments rate={rate} />
            </Section>
            <Box sx={{ mt: 3 }}>
              <SubmitButton label="bo.shopping_create.submit" />
            </Box>
          </CardContent>
        </Form>
      </Card>
      <NoticeDialog
        open={refused}
        error
        title="bo.shopping_create.refused_title"
        message={refusal}
        onClose={() => setRefused(false)}
      />
    </Box>
  );
};
