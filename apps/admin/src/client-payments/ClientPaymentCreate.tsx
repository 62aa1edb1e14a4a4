import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  DateInput,
  Form,
  Loading,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  Title,
  useGetOne,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { CreateBase, SubmitButton } from '../common/forms';
import { useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { detailPath } from '../common/detailRoutes';
import type { Client } from '../clients/types';
import { formatUsd } from '../format';
import { toCents } from '../money';
import { today } from '../calendarDate';

const mandatory = required('bo.validation.required');
const ALL_METHODS = { page: 1, perPage: 100 };
const BY_ID = { field: 'id', order: 'ASC' as const };

/** Above zero and not above what the client owes. */
const withinBalance =
  (balance: number): Validator =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const cents = toCents(value);
    if (cents === null || cents <= 0n) return 'bo.client_payments.amount_positive';
    return cents > (toCents(balance) ?? 0n) ? 'bo.client_payments.amount_exceeded' : undefined;
  };

/**
 * /clients/{id}/payments/create: 'Registrar Pago - {name}', the pending balance and the payment
 * (method, amount step 0.10 up to the balance, reference, date). The server applies it to the
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
  const title = translate('bo.client_payments.title', { name: client.name });

  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title={title} />
      <BackLink to={back} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary">{translate('bo.client_payments.pending_balance')}</Typography>
          <Typography variant="h5" component="p" sx={{ mb: 2 }} data-testid="pending-balance">
            {formatUsd(balance)}
          </Typography>
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
              <NumberInput
                source="amount"
                label="bo.client_payments.amount"
                step={0.1}
                min={0}
                validate={[mandatory, withinBalance(balance)]}
                fullWidth
              />
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
