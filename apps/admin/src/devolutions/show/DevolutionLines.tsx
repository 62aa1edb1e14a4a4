/** Why this file exists: the detail page's returned products and total. */
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import { Panel } from '../../common/Panel';
import { formatQuantity, formatUsd } from '../../format';
import type { DevolutionDetail } from '../types';

/**
 * The returned products: name, code, the deposit the units came back to, quantity returned of
 * what was sold ('2 de 5'), amount and reason; then the devolution's total amount.
 */
export const DevolutionLines = ({ devolution }: { devolution: DevolutionDetail }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.devolutions.${key}`, options);
  return (
    <Panel title="bo.devolutions.returned_products">
      <TableContainer>
        <Table size="small" aria-label={t('returned_products')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('product')}</TableCell>
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('deposit')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {devolution.devolutionProducts.map((line) => (
              <TableRow key={String(line.id)}>
                <TableCell>{line.product?.name ?? line.orderProduct.name}</TableCell>
                <TableCell>{line.product?.code ?? '—'}</TableCell>
                <TableCell>{line.deposit?.name ?? '—'}</TableCell>
                <TableCell align="right">
                  {t('quantity_of', {
                    quantity: formatQuantity(line.quantity),
                    ordered: formatQuantity(line.orderProduct.quantity),
                  })}
                </TableCell>
                <TableCell align="right">{formatUsd(line.amount)}</TableCell>
                <TableCell>{line.reason || '—'}</TableCell>
              </TableRow>
            ))}
            {devolution.devolutionProducts.length === 0 ? <EmptyTableRow columns={6} text="—" /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ ml: 'auto', mt: 2, maxWidth: 320 }} data-testid="devolution-total">
        <Stack direction="row" justifyContent="space-between" gap={4}>
          <Typography fontWeight={700}>{t('total_amount')}</Typography>
          <Typography fontWeight={700}>{formatUsd(devolution.total_amount)}</Typography>
        </Stack>
      </Box>
    </Panel>
  );
};
