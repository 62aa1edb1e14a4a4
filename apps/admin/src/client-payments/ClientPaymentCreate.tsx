import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  DateInput,
  Form,
  Loading,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  Title,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { CreateBase, SubmitButton } from '../common/forms';
import { useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { detailPath } from '../common/detailRoutes';
import type { Client } from '../clients/types';
import { formatUsd } from '../format';
import { today } from '../calendarDate';
import { ClientPaymentAmount } from './ClientPaymentAmount';
import { ordersPending } from '../clients/ordersPending';

const mandatory = required('bo.validation.required');
const ALL_METHODS = { page: 1, perPage: 100 };
const BY_ID = { field: 'id', order: 'ASC' as const };

/**
 * /clients/{id}/payments/create: 'Registrar Pago - {name}', the pending balance and the payment
 * (method, amount step 0.10 up to what the open orders owe, or bolivars at the current rate for a
 * method in bolivars, reference, date). A client holding credit sees what the orders owe and the
 * credit beside the net balance (docs/rules.md 'Client page'): a payment by 'Nota de Crédito'
 * lowers both and leaves the net balance as it was. The server applies it to the
 * client's open orders, oldest first; saved, it goes back to the client with a toast.
 */
export const ClientPaymentCreate = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: client, isPending } = useGetOne<Client>('clients', { id });
  const back = detailPath('clients', id);
  if (isPending) return <Loading />;
  if (!client) return null;
  const balance = Number(client.balance ?? 0);
  const credit = Number(client.credit ?? 0);
  const owed = ordersPending(client);
  const title = translate('bo.client_payments.title', { name: client.name });

  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title={title} />
      <BackLink to={back} />
      <Typography variant="h5" component="h2" sx={{ my: 2 }}>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary">{translate('bo.client_payments.pending_balance')}</Typography>
          <Typography variant="h5" component="p" sx={{ mb: 2 }} data-testid="pending-balance">
            {formatUsd(balance)}
          </Typography>
          {credit > 0 ? (
            <Stack direction="row" gap={4} sx={{ mb: 2 }}>
              <Box data-testid="orders-pending">
                <Typography color="text.secondary">{translate('bo.client_payments.orders_pending')}</Typography>
                <Typography variant="h6" component="p">
                  {formatUsd(owed)}
                </Typography>
              </Box>
              <Box data-testid="client-credit">
                <Typography color="text.secondary">{translate('bo.clients.cards.credit')}</Typography>
                <Typography variant="h6" component="p">
                  {formatUsd(credit)}
                </Typography>
              </Box>
            </Stack>
          ) : null}
          <CreateBase
            resource="payments"
            record={{ date: today() }}
            transform={(data) => ({ ...data, client_id: client.id })}
            mutationOptions={{
              onSuccess: () => {
                notify('bo.client_payments.created', { type: 'success' });
                navigate(back);
              },
            }}
          >
            <Form noValidate>
              <ReferenceInput source="method" reference="payment-methods" pagination={ALL_METHODS} sort={BY_ID}>
                <SelectInput optionText="name" label="bo.client_payments.method" validate={mandatory} fullWidth />
              </ReferenceInput>
              <ClientPaymentAmount balance={owed} credit={credit} />
              <TextInput source="reference" label="bo.client_payments.reference" fullWidth />
              <DateInput source="date" label="bo.client_payments.date" validate={mandatory} fullWidth />
              <SubmitButton label="bo.client_payments.save" />
            </Form>
          </CreateBase>
        </CardContent>
      </Card>
    </Box>
  );
};
