import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import { Panel } from '../../common/Panel';
import { formatAmount, formatBs, formatUsd } from '../../format';
import { toCents } from '../../money';
import { formatPurchaseDate } from '../dates';
import type { Shopping } from '../types';

const paidInBolivars = (amount: string | null) => (toCents(amount) ?? 0n) > 0n;

/**
 * The purchase's payments: date, method ('Desconocido' when the method is gone), USD (es-US),
 * VES (es-VE), rate and reference; 'No hay pagos registrados' when none. A cancelled purchase
 * keeps them on record.
 */
export const ShoppingPayments = ({ shopping }: { shopping: Shopping }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`bo.shoppings.${key}`);
  return (
    <Panel title="bo.shoppings.payments">
      <TableContainer>
        <Table size="small" aria-label={t('payments')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('payment_date')}</TableCell>
              <TableCell>{t('method')}</TableCell>
              <TableCell align="right">{t('amount_usd')}</TableCell>
              <TableCell align="right">{t('amount_ves')}</TableCell>
              <TableCell align="right">{t('rate')}</TableCell>
              <TableCell>{t('reference')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shopping.payments.map((payment) => (
              <TableRow key={String(payment.id)}>
                <TableCell>{formatPurchaseDate(payment.date || payment.created_at)}</TableCell>
                <TableCell>{payment.method?.name || t('unknown_method')}</TableCell>
                <TableCell align="right">{formatUsd(payment.amount_usd)}</TableCell>
                <TableCell align="right">
                  {paidInBolivars(payment.amount_ves) ? formatBs(payment.amount_ves) : '—'}
                </TableCell>
                <TableCell align="right">{payment.exchange_rate ? formatAmount(payment.exchange_rate) : '—'}</TableCell>
                <TableCell>{payment.reference || '—'}</TableCell>
              </TableRow>
            ))}
            {shopping.payments.length === 0 ? <EmptyTableRow columns={6} text={t('no_payments')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
};
