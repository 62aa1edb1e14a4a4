/**
 * /payments/{id}: one client payment ('Registrar pagos') as it was recorded: client, date, method,
 * reference, dollars, and its bolivars and rate when paid in bolivars (RULES.md: client payments
 * keep amount_bs and the rate), then the sales it paid, oldest first, each opening the sale.
 */
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type Identifier, Loading, Title, TopToolbar, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { detailPath } from '../common/detailRoutes';
import { Item } from '../common/Panel';
import { formatAmount, formatBs, formatLongDate, formatUsd } from '../format';

interface ClientPayment {
  id: Identifier;
  client: { id: number; name: string | null };
  method: { name: string };
  amount: number;
  amount_bs: number;
  exchange_rate: number | null;
  reference: string;
  date: string;
  allocations: { order_id: number; number_order: number | null; amount: number }[];
}

export const ClientPaymentShow = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: payment, isPending, error } = useGetOne<ClientPayment>('payments', { id: id! });
  if (isPending) return <Loading />;
  if (error || !payment) return <Typography sx={{ p: 2 }}>{translate('bo.client_payments.not_found')}</Typography>;
  const inBolivars = payment.amount_bs > 0;
  return (
    <Box>
      <Title title={translate('bo.client_payments.show_title', { id: payment.id })} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to={detailPath('clients', payment.client.id)} />
      </TopToolbar>
      <Card>
        <CardContent
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
          }}
        >
          <Item label="bo.client_payments.client">
            <Link to={detailPath('clients', payment.client.id)}>{payment.client.name}</Link>
          </Item>
          <Item label="bo.client_payments.date">{formatLongDate(payment.date)}</Item>
          <Item label="bo.client_payments.method">{payment.method.name}</Item>
          <Item label="bo.client_payments.reference">{payment.reference}</Item>
          <Item label="bo.client_payments.amount">{formatUsd(payment.amount)}</Item>
          {inBolivars ? (
            <>
              <Item label="bo.client_payments.amount_bs">{formatBs(payment.amount_bs)}</Item>
              <Item label="bo.client_payments.rate">{formatAmount(payment.exchange_rate)}</Item>
            </>
          ) : null}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6">{translate('bo.client_payments.applied_to')}</Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('bo.client_payments.sale')}</TableCell>
                  <TableCell align="right">{translate('bo.client_payments.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payment.allocations.map((part) => (
                  <TableRow key={part.order_id}>
                    <TableCell>
                      <Link to={detailPath('orders', part.order_id)}>
                        {translate('bo.client_payments.sale_number', { number: part.number_order ?? part.order_id })}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{formatUsd(part.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Box>
  );
};
