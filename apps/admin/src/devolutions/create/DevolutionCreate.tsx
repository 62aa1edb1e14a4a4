/**
 * Why this file exists: /devolutions/create, the return form (purchasing-inventory.md sections 2,
 * 3, 4 and 5; issue 13): the sale, its lines with what is left to return, per line the quantity,
 * amount and reason, the return type, the refund method and reference, the notes and the total in
 * USD. The checks run first (messages under their fields, nothing sent); then one POST
 * /api/devolutions (data/useSubmission: one Idempotency-Key); a 400 puts the server's messages
 * on their fields, a 409 is told in a dialog, and everything typed stays; accepted, it opens
 * /devolutions/{id}. 'Cancelar' goes back to /devolutions.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, TopToolbar, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../common/BackLink';
import { detailPath } from '../../common/detailRoutes';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { AppDataProvider } from '../../data/dataProvider';
import { useApi } from '../../data/useApi';
import { useSubmission } from '../../data/useSubmission';
import { formatUsd } from '../../format';
import { centsText } from '../../money';
import { StateBadge } from '../../orders/StateBadge';
import type { OrderDetail } from '../../orders/types';
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import {
  draftErrors,
  emptyDraft,
  serverErrors,
  toPayload,
  totalCents,
  withOrder,
  type DevolutionDraft,
  type DraftErrors,
} from './devolutionDraft';
import { OrderPicker, type PickedOrder } from './OrderPicker';
import { RefundFields, ReturnTypeField } from './RefundFields';
import { ReturnLines } from './ReturnLines';
import { isTaxedSale, withTaxedAmounts } from './taxedAmounts';

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

/** The fields the form shows, where a server message can sit under its own field. */
const shownField = (field: string, lineIds: ReadonlySet<string>) => {
  if (['order_id', 'return_type', 'refund_method', 'refund_reference', 'notes', 'products'].includes(field))
    return true;
  const line = /^products\.([^.]+)(?:\.(return_quantity|return_amount|reason))?$/.exec(field);
  return line !== null && lineIds.has(line[1]);
};

/** The order picked, as the detail answers it (the lines with what they returned already). */
const useOrderDetail = (orderId: PickedOrder['id'] | null) => {
  const { data } = useApi(
    (provider) =>
      orderId === null
        ? Promise.resolve(null)
        : provider.getOne<OrderDetail>('orders', { id: orderId }).then(({ data: order }) => order),
    [orderId],
    ['orders', 'devolutions'],
  );
  // Until the detail of the order picked arrives, nothing (not the previous one).
  return data && orderId !== null && String(data.id) === String(orderId) && Array.isArray(data.products) ? data : null;
};

export const DevolutionCreate = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.devolutions.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { submit, submitting } = useSubmission();
  const [params] = useSearchParams();
  // From a sale's page: /devolutions/create?order_id=12 opens with that sale picked.
  const [draft, setDraft] = useState<DevolutionDraft>(() => withOrder(emptyDraft(), params.get('order_id') || null));
  const [picked, setPicked] = useState<PickedOrder | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const order = useOrderDetail(draft.order_id);
  const lines = order?.products ?? [];

  // Issue 33: a taxed sale's lines give back base plus IVA, the server's figures, shown as they change.
  const taxed = isTaxedSale(order);
  const edit = (next: DevolutionDraft) => {
    setDraft(taxed && String(order.id) === String(next.order_id) ? withTaxedAmounts(next, order) : next);
    setErrors({});
  };
  const pick = (chosen: PickedOrder | null) => {
    setPicked(chosen);
    edit(withOrder(draft, chosen ? chosen.id : null));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, lines, { taxed });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submit(async (key) => {
      try {
        const { data } = await dataProvider.create('devolutions', { data: toPayload(draft), meta: key() });
        notify('bo.devolutions.created', { type: 'success' });
        redirect(detailPath('devolutions', data.id));
      } catch (error) {
        const fields = serverErrors(error);
        const lineIds = new Set(lines.map((line) => String(line.id)));
        setErrors(fields);
        const elsewhere = Object.entries(fields).find(([field]) => !shownField(field, lineIds));
        if (elsewhere) setRefusal(elsewhere[1]);
        else if (Object.keys(fields).length === 0)
          setRefusal((error as Error | null)?.message || 'ra.notification.http_error');
      }
    });
  };

  const title = t('create_title');
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Box>
      <Title title={title} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/devolutions" />
      </TopToolbar>
      <Card>
        <CardContent component="form" noValidate onSubmit={send} aria-label={title}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Section title="bo.devolutions.order_section">
            <OrderPicker value={picked ?? order} onChange={pick} error={errors.order_id} />
            {order ? (
              <Stack
                direction="row"
                flexWrap="wrap"
                gap={3}
                alignItems="center"
                sx={{ mt: 2 }}
                data-testid="devolution-order"
              >
                <Typography>{t('order_client', { name: order.client?.name ?? '' })}</Typography>
                <StateBadge state={order.order_state} />
                <Typography>{t('order_total_text', { amount: formatUsd(order.total) })}</Typography>
                <Typography>{t('order_paid_text', { amount: formatUsd(order.balance) })}</Typography>
              </Stack>
            ) : null}
          </Section>
          {draft.order_id !== null ? (
            <Section title="bo.devolutions.lines">
              <ReturnLines lines={lines} draft={draft} errors={errors} onChange={edit} taxed={taxed} />
            </Section>
          ) : null}
          <Section title="bo.devolutions.refund_section">
            <Stack gap={2}>
              <ReturnTypeField draft={draft} lines={lines} error={errors.return_type} onChange={edit} />
              <RefundFields draft={draft} errors={errors} onChange={edit} />
            </Stack>
          </Section>
          <Typography variant="h6" component="p" sx={{ mt: 3 }} data-testid="devolution-total">
            {t('total_to_return', { amount: formatUsd(centsText(totalCents(draft))) })}
          </Typography>
          {hasErrors ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('fix_fields')}
            </Alert>
          ) : null}
          <Stack direction="row" gap={2} sx={{ mt: 3 }}>
            <Button component={Link} to="/devolutions" variant="outlined">
              {t('cancel')}
            </Button>
            <WhyDisabled reason={submitting ? translate('bo.document.in_flight') : null}>
              <Button type="submit" variant="contained" disabled={submitting}>
                {t('save')}
              </Button>
            </WhyDisabled>
          </Stack>
        </CardContent>
      </Card>
      <NoticeDialog
        open={refusal !== null}
        error
        title="bo.devolutions.refused_title"
        message={refusal ?? ''}
        onClose={() => setRefusal(null)}
      />
    </Box>
  );
};
