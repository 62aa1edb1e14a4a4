/**
 * Why this file exists: admin and storer see on /reports the products whose stock is at or below
 * the low-stock threshold (RULES.md, Low stock; GET /api/reports/low-stock): code, name, quantity;
 * 'No hay productos con stock bajo en este momento.' when there are none. Ten a page, in pages
 * (issue 31: a long list ran down the whole page).
 */
import { useState } from 'react';
import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
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
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const rows = data ?? [];
  // A page past the end (the list got shorter) shows its last page.
  const last = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shown = Math.min(page, last);
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
            {rows.slice(shown * perPage, (shown + 1) * perPage).map((product) => (
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
      {rows.length > 10 ? (
        <TablePagination
          component="div"
          count={rows.length}
          page={shown}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      ) : null}
    </Panel>
  );
};
