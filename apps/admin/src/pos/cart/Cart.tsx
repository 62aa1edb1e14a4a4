import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RemoveProductButton } from '../../common/document/RemoveProductButton';
import { formatUsd } from '../../format';
import { centsNumber } from '../../money';
import { lineCents, type CartLine } from './cartLines';
import { QuantityInput } from './QuantityInput';
import { useIsPhone } from '../../common/PhoneList';

/**
 * The cart (at most 400 px tall, scrolling): code, name, quantity, price, amount, remove (confirmed
 * first). On a phone the amount goes under the product's name: four columns clipped it at 390 px.
 */
export const Cart = ({
  lines,
  onQuantity,
  onRemove,
}: {
  lines: ReadonlyArray<CartLine>;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.pos.${key}`, options);
  const isPhone = useIsPhone();
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('cart_empty')}
      </Typography>
    );
  return (
    <TableContainer sx={{ maxHeight: 400 }}>
      <Table size="small" stickyHeader aria-label={t('cart')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('product')}</TableCell>
            <TableCell>{t('quantity')}</TableCell>
            {isPhone ? null : <TableCell align="right">{t('amount')}</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={String(line.product_id)}>
              <TableCell>
                <Typography variant="caption" color="text.secondary" component="p">
                  {line.code}
                </Typography>
                <Typography variant="body2">{line.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatUsd(line.price)}
                </Typography>
                {isPhone ? (
                  <Typography variant="body2" fontWeight={700} data-testid="cart-line-amount">
                    {formatUsd(centsNumber(lineCents(line)))}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={isPhone ? { px: 0.5 } : undefined}>
                <QuantityInput
                  value={line.quantity}
                  label={t('quantity_of', { name: line.name })}
                  onChange={(quantity) => onQuantity(line, quantity)}
                />
              </TableCell>
              {isPhone ? null : (
                <TableCell align="right" data-testid="cart-line-amount">
                  {formatUsd(centsNumber(lineCents(line)))}
                </TableCell>
              )}
              <TableCell padding="none">
                <Box sx={{ display: 'flex' }}>
                  <RemoveProductButton name={line.name} onRemove={() => onRemove(line)} />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
