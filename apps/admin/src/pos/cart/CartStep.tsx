import { Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../data/useApi';
import type { Product } from '../../products/types';
import { Cart } from './Cart';
import { ProductGrid } from './ProductGrid';
import { cartCents, type CartLine } from './cartLines';
import { Totals } from './Totals';
import type { CartRefusal } from './useCart';

/** The cart step: the products on the left, the cart and its totals (USD, Bs, COP) on the right. */
export const CartStep = ({
  lines,
  onAdd,
  onQuantity,
  onRemove,
  onRefused,
}: {
  lines: ReadonlyArray<CartLine>;
  onAdd: (product: Product) => CartRefusal | null;
  onQuantity: (line: CartLine, quantity: number) => CartRefusal | null;
  onRemove: (line: CartLine) => void;
  /** A quantity above the stock: the 'Cantidad excedida' dialog. */
  onRefused: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: rate } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  const refused = (refusal: CartRefusal | null) => {
    if (refusal === 'no_stock') notify('bo.pos.no_stock', { type: 'error' });
    if (refusal === 'quantity_exceeded') onRefused();
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <ProductGrid onAdd={(product) => refused(onAdd(product))} />
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('bo.pos.cart')}
            </Typography>
            <Cart
              lines={lines}
              onQuantity={(line, quantity) => refused(onQuantity(line, quantity))}
              onRemove={onRemove}
            />
            <Divider sx={{ my: 2 }} />
            <Totals cents={cartCents(lines)} rate={rate ?? null} lines={lines} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
};
