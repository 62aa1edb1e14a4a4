import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useIsPhone } from '../common/PhoneList';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NoticeDialog } from '../payments-entry';
import { postSale } from './api';
import { useSubmission } from '../data/useSubmission';
import { CartStep } from './cart/CartStep';
import { useCart } from './cart/useCart';
import { ClientStep, type ClientChoice } from './client/ClientStep';
import { PayStep } from './pay/PayStep';
import { PrintStep } from './print/PrintStep';
import type { OrderDetail } from '../orders/types';

const STEPS = ['cart', 'client', 'pay', 'print'] as const;
type PosStep = (typeof STEPS)[number];

const QUICK_SALE_COMMENT = 'Compra rápida!';
const WITHOUT_CLIENT: ClientChoice = { withoutClient: true, client: null };

/**
 * /pos, the point of sale (App.tsx opens it only to those who sell: the access table's orders.write): cart -> client -> pay -> print. Leaving the client step posts the
 * sale (a committed order, stock out of each line's fullest deposit); the pay step records its
 * payments; the print step shows the receipt and 'Nueva venta' starts the next sale at once.
 */
export const PointOfSale = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const cart = useCart();
  const [step, setStep] = useState<PosStep>('cart');
  const [client, setClient] = useState<ClientChoice>(WITHOUT_CLIENT);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [exceeded, setExceeded] = useState(false);
  const { submit, submitting: posting } = useSubmission();
  const t = (key: string) => translate(`bo.pos.${key}`);
  const isPhone = useIsPhone();

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
      await submit(async (key) => {
        try {
          const clientId = client.withoutClient ? null : client.client!.id;
          setOrder(await postSale(dataProvider, cart.lines, clientId, QUICK_SALE_COMMENT, key()));
          setStep('pay');
        } catch (error) {
          notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        }
      });
      return;
    }
    if (step === 'pay') setStep('print');
  };

  const paid = (updated: OrderDetail) => {
    setOrder(updated);
    if (updated.pending <= 0) setStep('print');
  };

  const newSale = () => {
    cart.clear();
    setClient(WITHOUT_CLIENT);
    setOrder(null);
    setStep('cart');
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {t('title')}
      </Typography>
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
      {step === 'pay' && order ? <PayStep order={order} onPaid={paid} /> : null}
      {step === 'print' && order ? <PrintStep order={order} onNewSale={newSale} /> : null}

      {step !== 'print' ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
          {step === 'client' ? (
            <Button startIcon={<ArrowBackIcon />} onClick={() => setStep('cart')} disabled={posting}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => void next()} disabled={posting}>
            {t(step === 'pay' ? 'finish' : 'next')}
          </Button>
        </Box>
      ) : null}

      <NoticeDialog
        open={exceeded}
        title="bo.pos.quantity_exceeded_title"
        message="bo.pos.quantity_exceeded"
        onClose={() => setExceeded(false)}
      />
    </Box>
  );
};
