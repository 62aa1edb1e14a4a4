/** Why this file exists: a transfer's page lists what it moves: Código, Producto, Destino, Cantidad (one row per line). */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import { Panel } from '../../common/Panel';
import { formatQuantity } from '../../format';
import type { TransferLine } from '../types';

export const TransferLines = ({ lines }: { lines: TransferLine[] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`bo.transfers.${key}`);
  return (
    <Panel title="bo.transfers.products">
      <TableContainer>
        <Table size="small" aria-label={t('products')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('product')}</TableCell>
              <TableCell>{t('destination')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={String(line.id)}>
                <TableCell>{line.product?.code}</TableCell>
                <TableCell>{line.product?.name}</TableCell>
                <TableCell>{line.deposit?.name}</TableCell>
                <TableCell align="right">{formatQuantity(line.quantity)}</TableCell>
              </TableRow>
            ))}
            {lines.length === 0 ? <EmptyTableRow columns={4} text={t('no_lines')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
};
