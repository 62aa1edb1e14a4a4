/**
 * Why this file exists: admin and storer see on /reports the products whose stock is at or below
 * the low-stock threshold (RULES.md, Low stock; GET /api/reports/low-stock): code, name, quantity;
 * 'No hay productos con stock bajo en este momento.' when there are none.
 */
import { Alert, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyTableRow } from '../common/EmptyTableRow';
import { Panel } from '../common/Panel';
import { API_URL, httpClient } from '../data/httpClient';
import { useApi } from '../data/useApi';
import { formatQuantity } from '../format';

interface LowStockProduct {
  id: number | string;
  code: string;
  name: string;
  quantity: number | string;
}

const readLowStock = () =>
  httpClient(`${API_URL}/reports/low-stock`).then(({ json }) => (json ?? []) as LowStockProduct[]);

export const LowStockTable = () => {
  const translate = useTranslate();
  const { data, error, isPending } = useApi(readLowStock, [], ['products', 'inventories', 'orders', 'transfers']);
  const t = (key: string) => translate(`bo.reports.low_stock.${key}`);
  return (
    <Panel title="bo.reports.low_stock.title" testId="low-stock">
      {isPending ? <LinearProgress aria-hidden /> : null}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((product) => (
              <TableRow key={product.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{product.code}</TableCell>
                <TableCell>{product.name}</TableCell>
                <TableCell align="right">{formatQuantity(product.quantity)}</TableCell>
              </TableRow>
            ))}
            {data && data.length === 0 ? <EmptyTableRow columns={3} text={t('empty')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
};
