import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Avatar, Box, Chip, Typography } from '@mui/material';
import { formatBs, formatQuantity, formatUsd } from '../format';
import { gainColor, gainOf, priceInBolivars } from './money';
import type { Product } from './types';
import { stockPerDeposit, useDeposits } from './stockPerDeposit';

/** The code with the photo as a small thumbnail. */
export const CodeWithPhoto = ({ product }: { product: Product }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <Avatar variant="rounded" src={product.photo ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
      <Inventory2Icon fontSize="small" />
    </Avatar>
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {product.code}
    </Box>
  </Box>
);

/** One chip 'Depósito: n' per deposit holding the product; nothing when none. */
export const DepositChips = ({ product }: { product: Product }) => {
  const deposits = useDeposits();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {stockPerDeposit(product, deposits).map((entry) => (
        <Chip
          key={String(entry.deposit_id)}
          size="small"
          variant="outlined"
          label={`${entry.name}: ${formatQuantity(entry.quantity)}`}
        />
      ))}
    </Box>
  );
};

/** A USD amount, or nothing when there is none. */
export const Usd = ({ value }: { value: unknown }) =>
  value === null || value === undefined || value === '' ? null : <>{formatUsd(value)}</>;

/** The first price times the current rate, in Bs. */
export const PriceInBs = ({ product, rate }: { product: Product; rate: unknown }) => {
  const bs = priceInBolivars(product.price, rate);
  return bs === null ? null : <>{formatBs(bs)}</>;
};

/** Price minus cost: green if positive, red if negative, grey otherwise. */
export const Gain = ({ product }: { product: Product }) => {
  const gain = gainOf(product.price, product.cost);
  if (gain === null) return null;
  return (
    <Typography component="span" variant="body2" sx={{ color: gainColor(gain), fontWeight: 600 }} data-gain={gain}>
      {formatUsd(gain)}
    </Typography>
  );
};
