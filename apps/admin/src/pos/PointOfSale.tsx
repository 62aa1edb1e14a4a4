import { useEffect, useRef, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useIsPhone } from '../common/PhoneList';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NoticeDialog, RateChangedDialog, type NewPayment, type RateChange } from '../payments-entry';
import { paymentsAtRate } from '../payments-entry/paymentMath';
import { postSale, saleBody } from './api';
import { useSubmission } from '../data/useSubmission';
import { dataProvider as serverData, type AppDataProvider } from '../data/dataProvider';
import type { OutboxSale } from '../offline/deviceDb';
import { refreshCounterData } from '../offline/counterData';
import { isNetworkFailure } from '../offline/networkFailure';
import { keepSale } from '../offline/outbox';
import { DataAge } from './DataAge';
import { PendingTicket } from './print/PendingTicket';
import { freshRate, isStaleRate } from '../shoppings/staleRate';
import { centsNumber, printedCartTotal } from '../money';
import { formatUsd } from '../format';
import { BOTTOM_BAR_HEIGHT } from '../layout/navigation';
import { CartStep } from './cart/CartStep';
import { cartCents } from './cart/cartLines';
import { saleTaxesOf, taxedTotalBs } from '../fiscal-sales/saleTaxes';
import { useFiscalSettings } from '../fiscal-sales/useFiscalSettings';
import { signedInUserId } from '../auth/authProvider';
import { today } from '../calendarDate';
import { useCart } from './cart/useCart';
import { ClientStep, type ClientChoice } from './client/ClientStep';
import { PayStep } from './pay/PayStep';
import { PrintStep } from './print/PrintStep';
import type { OrderDetail } from '../orders/types';

const STEPS = ['cart', 'client', 'pay', 'print'] as const;
type PosStep = (typeof STEPS)[number];

const QUICK_SALE_COMMENT = 'Compra rápida!';
const WITHOUT_CLIENT: ClientChoice = { withoutClient: true, client: null };
/** How often the counter's data on the device is read again while the POS is open and online. */
const REFRESH_EVERY_MS = 60_000;

/**
 * Issue 34: the counter's data on the device read again now (the POS opened) and every minute
 * while online; `refreshed` counts the refreshes (the data's age is read again after each).
 */
const useCounterRefresh = (): number => {
  const [refreshed, setRefreshed] = useState(0);
  useEffect(() => {
    let live = true;
    const refresh = () => {
      if (!navigator.onLine) return;
      void refreshCounterData(serverData).finally(() => {
        if (live) setRefreshed((count) => count + 1);
      });
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_EVERY_MS);
    window.addEventListener('online', refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, []);
  return refreshed;
};

/**
 * /pos, the point of sale (App.tsx opens it only to those who sell: the access table's
 * orders.write): cart -> client -> pay -> print. The pay step gathers the payments (several:
 * issue 31) and 'Generar Venta' sends the sale with them (a committed order, stock out of each
 * line's fullest deposit); the print step shows the receipt and 'Nueva venta' starts the next
 * sale at once. A rate changed meanwhile keeps the cart: the new rate is taken in place and the
 * new bolivars are confirmed before the sale goes again. On a phone the total and the step's
 * button stay in a bar at the bottom of the screen.
 */
export const PointOfSale = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const cart = useCart();
  const [step, setStep] = useState<PosStep>('cart');
  const [client, setClient] = useState<ClientChoice>(WITHOUT_CLIENT);
  const [payments, setPayments] = useState<NewPayment[]>([]);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [pendingSale, setPendingSale] = useState<OutboxSale | null>(null);
  const refreshed = useCounterRefresh();
  // The outbox list's code fetched now, while online: its badge is clicked when the connection is gone.
  useEffect(() => {
    void import('./outbox/OutboxList').catch(() => undefined);
  }, []);
  const [exceeded, setExceeded] = useState(false);
  const [rateChange, setRateChange] = useState<RateChange | null>(null);
  const { submit, submitting: posting } = useSubmission();
  const t = (key: string) => translate(`bo.pos.${key}`);
  const isPhone = useIsPhone();
  // Issue 33: under a fiscal regime the cart's total is its bases plus the IVA.
  const taxes = saleTaxesOf(useFiscalSettings(), cart.lines, 0, today());
  const total = taxes ? Number(taxes.total) : centsNumber(cartCents(cart.lines));

  /** The new rate in place: the header's badge and the totals read it again, each Bs payment keeps its dollars. */
  const followRate = async (sent: NewPayment[]) => {
    const fresh = await freshRate(dataProvider).catch(() => null);
    if (!fresh) return false;
    const converted = paymentsAtRate(sent, fresh.change);
    setPayments(converted);
    // The new Bs total as the tickets will print it (docs/rules.md 'Printed amounts add up').
    const { bs: printedBs } = printedCartTotal(cart.lines, fresh);
    // Issue 33: a taxed cart's Bs total carries its IVA, as its totals show it.
    const totalBs = taxes ? taxedTotalBs(taxes, fresh.change) : printedBs;
    setRateChange({
      rate: Number(fresh.change),
      totalBs: totalBs ?? 0,
      payments: converted,
    });
    return true;
  };

  /** Issue 34: no answer from the server: the sale goes to the device's outbox with its key and recorded_at. */
  const keepOffline = async (key: string, body: Record<string, unknown>, recordedAt: string) => {
    const sale: OutboxSale = {
      key,
      recorded_at: recordedAt,
      created_at: Date.now(),
      payload: body,
      summary: {
        lines: cart.lines.map((line) => ({
          product_id: String(line.product_id),
          deposit_id: String(line.deposit_id),
          code: line.code,
          name: line.name,
          price: line.price,
          quantity: line.quantity,
        })),
        client: client.withoutClient || !client.client ? translate('bo.outbox.without_client') : client.client.name,
        total,
      },
      status: 'pending',
      reason: null,
      attempts: 1,
      user_id: signedInUserId() ?? undefined,
    };
    await keepSale(sale);
    // The sale is the outbox's now: a reload must not ring it up again from the cart's draft.
    cart.sold();
    setPendingSale(sale);
    setStep('print');
  };

  // The moment the sale was rung up, kept with the submission's key: a retry after an error is the same request.
  const rungUp = useRef<{ key: string; at: string } | null>(null);

  const sell = (sent: NewPayment[]) =>
    submit(async (keyOf) => {
      // The key (kept until the server accepts a sale with it) and the moment of the first press.
      const meta = keyOf();
      const key = meta.idempotencyKey!;
      if (rungUp.current?.key !== key) rungUp.current = { key, at: new Date().toISOString() };
      const recordedAt = rungUp.current.at;
      const clientId = client.withoutClient ? null : client.client!.id;
      const body = saleBody(cart.lines, clientId, QUICK_SALE_COMMENT, sent, recordedAt);
      try {
        setOrder(await postSale(dataProvider, body, meta));
        cart.sold();
        setStep('print');
      } catch (error) {
        if (isNetworkFailure(error)) {
          await keepOffline(key, body, recordedAt);
          // The key is the outbox's now: the next sale takes a new one.
          meta.accepted?.();
          return;
        }
        // Refused (4xx): nothing was recorded, the next press is a new moment; a 5xx is retried as it was.
        if (((error as { status?: number }).status ?? 500) < 500) rungUp.current = null;
        if (isStaleRate(error) && (await followRate(sent))) return;
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      }
    });

  const next = async () => {
    if (step === 'cart') {
      if (cart.lines.length === 0) notify('bo.pos.empty_cart', { type: 'warning' });
      else setStep('client');
      return;
    }
    if (step === 'client') {
      if (!client.withoutClient && !client.client) {
        notify('bo.pos.choose_client', { type: 'warning' });
        return;
      }
      setStep('pay');
      return;
    }
    if (step === 'pay') await sell(payments);
  };

  const newSale = () => {
    cart.clear();
    setClient(WITHOUT_CLIENT);
    setPayments([]);
    setOrder(null);
    setPendingSale(null);
    setStep('cart');
  };

  const back = step === 'client' ? 'cart' : step === 'pay' ? 'client' : null;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('title')} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        <DataAge refreshed={refreshed} />
      </Box>
      {/* On phones the steps' names go under their numbers: side by side they overflowed 390 px. */}
      <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel={isPhone} sx={{ mb: 3 }}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 'cart' ? (
        <CartStep
          lines={cart.lines}
          onAdd={cart.add}
          onQuantity={cart.setQuantity}
          onRemove={cart.remove}
          onRefused={() => setExceeded(true)}
        />
      ) : null}
      {step === 'client' ? <ClientStep choice={client} onChange={setClient} /> : null}
      {step === 'pay' ? (
        <PayStep
          total={total}
          lines={cart.lines}
          clientId={client.withoutClient ? null : (client.client?.id ?? null)}
          payments={payments}
          onChange={setPayments}
        />
      ) : null}
      {step === 'print' && order ? <PrintStep order={order} onNewSale={newSale} /> : null}
      {step === 'print' && pendingSale ? <PendingTicket sale={pendingSale} onNewSale={newSale} /> : null}

      {step !== 'print' ? (
        <Paper
          elevation={isPhone ? 8 : 0}
          data-testid="pos-actions"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            mt: 3,
            py: isPhone ? 1 : 0,
            px: isPhone ? 1.5 : 0,
            bgcolor: isPhone ? 'background.paper' : 'transparent',
            // On a phone: always in view, just above the bottom navigation bar.
            ...(isPhone
              ? { position: 'sticky', bottom: `${BOTTOM_BAR_HEIGHT}px`, zIndex: (theme) => theme.zIndex.appBar - 1 }
              : {}),
          }}
        >
          {back ? (
            <Button startIcon={<ArrowBackIcon />} onClick={() => setStep(back)} disabled={posting}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          {isPhone ? (
            <Typography fontWeight={700} data-testid="pos-bar-total">
              {`${t('total')}: ${formatUsd(total)}`}
            </Typography>
          ) : null}
          <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => void next()} disabled={posting}>
            {t(step === 'pay' ? 'generate' : 'next')}
          </Button>
        </Paper>
      ) : null}

      <NoticeDialog
        open={exceeded}
        title="bo.pos.quantity_exceeded_title"
        message="bo.pos.quantity_exceeded"
        onClose={() => setExceeded(false)}
      />
      <RateChangedDialog
        change={rateChange}
        onCancel={() => setRateChange(null)}
        onConfirm={() => {
          const converted = rateChange?.payments ?? payments;
          setRateChange(null);
          void sell(converted);
        }}
      />
    </Box>
  );
};
