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
import type { Shopping } from '../types';
import { fiscalRows } from '../fiscal/fiscalRows';
import { shoppingTaxesOf } from '../fiscal/shoppingTaxes';
import { centsNumber, toCents } from '../../money';

const Totals = ({ shopping }: { shopping: Shopping }) => {
  const translate = useTranslate();
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" justifyContent="space-between" gap={4}>
      <Typography fontWeight={strong ? 700 : 400}>{translate(label)}</Typography>
      <Typography fontWeight={strong ? 700 : 400}>{value}</Typography>
    </Stack>
  );
  const fiscal = shoppingTaxesOf(shopping);
  if (fiscal)
    return (
      <Box sx={{ ml: 'auto', mt: 2, maxWidth: 360 }} data-testid="shopping-totals">
        {fiscalRows(fiscal, toCents(shopping.sub_total) ?? 0n, toCents(shopping.discount) ?? 0n, translate).map(
          ({ label, cents, bold }) => (
            <Stack key={label} direction="row" justifyContent="space-between" gap={4}>
              <Typography fontWeight={bold ? 700 : 400}>{label}</Typography>
              <Typography fontWeight={bold ? 700 : 400}>{formatUsd(centsNumber(cents))}</Typography>
            </Stack>
          ),
        )}
      </Box>
    );
  return (
    <Box sx={{ ml: 'auto', mt: 2, maxWidth: 320 }} data-testid="shopping-totals">
      {row('bo.shoppings.sub_total', formatUsd(shopping.sub_total))}
      {row('bo.shoppings.discount', formatUsd(shopping.discount))}
      {row('bo.shoppings.grand_total', formatUsd(shopping.total), true)}
    </Box>
  );
};

/**
 * The purchase's products: name, code, quantity, price and line total, then the grand total
 * (subtotal, discount, total). The price is what one unit cost (the line's `cost`): quantity
 * times it is the line's total; the selling price a line set belongs to the product's page.
 */
export const ShoppingLines = ({ shopping }: { shopping: Shopping }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`bo.shoppings.${key}`);
  return (
    <Panel title="bo.shoppings.products">
      <TableContainer>
        <Table size="small" aria-label={t('products')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('product_name')}</TableCell>
              <TableCell>{t('code')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell align="right">{t('price')}</TableCell>
              <TableCell align="right">{t('line_total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shopping.products.map((line) => (
              <TableRow key={String(line.id)}>
                <TableCell>{line.product?.name}</TableCell>
                <TableCell>{line.product?.code}</TableCell>
                <TableCell align="right">{formatQuantity(line.quantity)}</TableCell>
                <TableCell align="right">{formatUsd(line.cost)}</TableCell>
                <TableCell align="right">{formatUsd(line.total)}</TableCell>
              </TableRow>
            ))}
            {shopping.products.length === 0 ? <EmptyTableRow columns={5} text="—" /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Totals shopping={shopping} />
    </Panel>
  );
};
