import {
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
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { detailPath } from '../common/detailRoutes';
import { formatLongDate, formatUsd } from '../format';
import { personName } from '../orders/personName';
import { StateBadge } from '../orders/StateBadge';
import type { Order } from '../orders/types';
import { EmptyTableRow } from '../common/EmptyTableRow';

/** The latest orders (admin and sales): date, number, client, state, seller, paid, total; a row opens the order. */
export const LatestOrders = ({ orders }: { orders: ReadonlyArray<Order> }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string) => translate(`bo.dashboard.latest.${key}`);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('date')}</TableCell>
                <TableCell>{t('number')}</TableCell>
                <TableCell>{t('client')}</TableCell>
                <TableCell>{t('state')}</TableCell>
                <TableCell>{t('seller')}</TableCell>
                <TableCell align="right">{t('paid')}</TableCell>
                <TableCell align="right">{t('total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow
                  key={String(order.id)}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(detailPath('orders', order.id))}
                >
                  <TableCell>{formatLongDate(order.date)}</TableCell>
                  <TableCell>{order.number_order}</TableCell>
                  <TableCell>{order.client?.name ?? ''}</TableCell>
                  <TableCell>
                    <StateBadge state={order.order_state} />
                  </TableCell>
                  <TableCell>{personName(order.responsible)}</TableCell>
                  <TableCell align="right">{formatUsd(order.balance)}</TableCell>
                  <TableCell align="right">{formatUsd(order.total)}</TableCell>
                </TableRow>
              ))}
              {orders.length === 0 ? <EmptyTableRow columns={7} text={t('empty')} /> : null}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
};
