/**
 * Why this file exists: /shoppings/create, a new purchase (purchasing-inventory.md sections 2, 5
 * and 8; issue 12): the purchase's data, the kit's product search and lines (cost, percentage,
 * selling price, quantity), the discount, the totals in USD and Bs, the payments, and 'Generar
 * Compra'. That button runs the spec's checks in its order first (a dialog with the first failing
 * one, 'Entendido', nothing sent), then POSTs /api/shoppings once (data/useSubmission: one
 * Idempotency-Key); a refusal keeps everything typed; accepted, it opens /shoppings/{id}.
 */
import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, Title, TopToolbar, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { today } from '../../calendarDate';
import { BackLink } from '../../common/BackLink';
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
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import { costColumn, lineTotalColumn, percentageColumn, priceColumn } from './purchaseColumns';
import { PurchaseDiscount } from './PurchaseDiscount';
import { PurchaseHeader } from './PurchaseHeader';
import { PurchasePayments } from './PurchasePayments';
import { PurchaseTotals } from './PurchaseTotals';
import { refusalOf } from './serverRefusal';
import { firstFailingCheck } from './shoppingChecks';
import { emptyDraft, shoppingLineOf, toShoppingPayload, type ShoppingDraft, type ShoppingLine } from './shoppingDraft';

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
  quantityColumn(),
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
  const [refusal, setRefusal] = useState('');
  const [refused, setRefused] = useState(false);

  const refuse = (message: string) => {
    setRefusal(message);
    setRefused(true);
  };

  const send = async (draft: ShoppingDraft, key: SubmissionKey) => {
    try {
      const { data } = await dataProvider.create('shoppings', { data: toShoppingPayload(draft), meta: key() });
      notify('bo.shopping_create.created', { type: 'success' });
      redirect(detailPath('shoppings', data.id));
      return undefined;
    } catch (error) {
      const { fields, message } = refusalOf(error);
      if (message) refuse(message);
      return fields;
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    const draft = values as unknown as ShoppingDraft;
    const failing = firstFailingCheck(draft);
    if (failing) {
      refuse(failing.message);
      return undefined;
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
          <CardContent>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Section title="bo.shopping_create.data">
              <PurchaseHeader />
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
