import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../format';
import { personName } from '../personName';
import type { OrderDetail } from '../types';
import { Panel } from '../../common/Panel';
import { EmptyTableRow } from '../../common/EmptyTableRow';

/** The dispatches made: date, responsible and the products sent. */
export const OrderDispatches = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  if (!order) return null;
  const names = new Map(order.products.map((line) => [String(line.id), line.name]));
  const t = (key: string) => translate(`bo.orders.${key}`);
  return (
    <Panel title="bo.orders.dispatches">
      <TableContainer>
        <Table size="small" aria-label={t('dispatches')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('user')}</TableCell>
              <TableCell>{t('lines')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.dispatches.map((dispatch) => (
              <TableRow key={String(dispatch.id)}>
                <TableCell>{formatDateTime(dispatch.created_at)}</TableCell>
                <TableCell>{personName(dispatch.responsible)}</TableCell>
                <TableCell>{dispatch.products.map((id) => names.get(String(id)) ?? id).join(', ')}</TableCell>
              </TableRow>
            ))}
            {order.dispatches.length === 0 ? <EmptyTableRow columns={3} text={t('no_dispatches')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
};
