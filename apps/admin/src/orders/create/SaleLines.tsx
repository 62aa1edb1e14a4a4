import { useState } from 'react';
import { MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useCan } from '../../access/useCan';
import { formatQuantity, formatUsd } from '../../format';
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import { stockAt, subtotalOf, type SaleDraft, type SaleLine } from './saleDraft';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import { RemoveProductButton } from '../../common/document/RemoveProductButton';

const messageOf = (translate: (key: string) => string, message: string | undefined) =>
  message ? translate(message) : undefined;

/** A line's quantity: at least 1 and, for a catalogue line, never above the stock of its deposit. */
const QuantityCell = ({ index, line, onExceeded }: { index: number; line: SaleLine; onExceeded: () => void }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController<SaleDraft>({ name: `products.${index}.quantity` });
  const depositId = useWatch<SaleDraft>({ name: `products.${index}.deposit_id` }) as string | null;
  return (
    <TextField
      type="number"
      size="small"
      label={translate('bo.orders.quantity')}
      value={field.value ?? ''}
      onChange={(event) => {
        const typed = event.target.value;
        const quantity = Number(typed);
        if (!line.quick && typed !== '' && quantity > stockAt(line, depositId)) {
          field.onChange(1);
          onExceeded();
          return;
        }
        field.onChange(typed === '' ? '' : quantity);
      }}
      onBlur={() => {
        if (!(Number(field.value) >= 1)) field.onChange(1);
        field.onBlur();
      }}
      error={!!fieldState.error}
      helperText={messageOf(translate, fieldState.error?.message)}
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
      sx={{ width: 110 }}
    />
  );
};

/** A catalogue line's deposit: one holding the product; a change above its stock resets the quantity. */
const DepositCell = ({ index, line, onExceeded }: { index: number; line: SaleLine; onExceeded: () => void }) => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<SaleDraft>();
  const { field, fieldState } = useController<SaleDraft>({ name: `products.${index}.deposit_id` });
  if (line.quick) return <>—</>;
  return (
    <TextField
      select
      size="small"
      label={translate('bo.orders.deposit')}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        if (Number(getValues(`products.${index}.quantity`)) > stockAt(line, event.target.value)) {
          setValue(`products.${index}.quantity`, 1);
          onExceeded();
        }
      }}
      error={!!fieldState.error}
      helperText={messageOf(translate, fieldState.error?.message)}
      sx={{ minWidth: 180 }}
    >
      {line.product_deposits.map((stock) => (
        <MenuItem key={String(stock.deposit_id)} value={stock.deposit_id as string}>
          {`${stock.deposit?.name ?? stock.deposit_id} (${formatQuantity(stock.quantity)})`}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The price: free on a quick line; on a catalogue line only for those who may change it (not sales). */
const PriceCell = ({ index, line }: { index: number; line: SaleLine }) => {
  const translate = useTranslate();
  const mayEdit = useCan('orders', 'reprice') || line.quick;
  const { field, fieldState } = useController<SaleDraft>({ name: `products.${index}.price` });
  return (
    <TextField
      type="number"
      size="small"
      label={translate('bo.orders.price')}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={!!fieldState.error}
      helperText={messageOf(translate, fieldState.error?.message)}
      slotProps={{ htmlInput: { min: 0, step: 0.01, readOnly: !mayEdit } }}
      sx={{ width: 130 }}
    />
  );
};

const LineSubtotal = ({ index }: { index: number }) => {
  const line = useWatch<SaleDraft>({ name: `products.${index}` }) as SaleLine | undefined;
  return <>{formatUsd(line ? subtotalOf([line]) : 0)}</>;
};

/**
 * The sale's lines: code, name, deposit, quantity ('Cantidad excedida' above the stock, back to
 * 1), price, subtotal, and remove after '¿Está seguro que desea eliminar este producto?'.
 */
export const SaleLines = ({
  lines,
  onRemove,
}: {
  lines: Array<SaleLine & { key: string }>;
  onRemove: (index: number) => void;
}) => {
  const translate = useTranslate();
  const [exceeded, setExceeded] = useState(false);
  const t = (key: string) => translate(`bo.orders.${key}`);
  const showExceeded = () => setExceeded(true);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('deposit')}</TableCell>
              <TableCell>{t('quantity')}</TableCell>
              <TableCell>{t('price')}</TableCell>
              <TableCell align="right">{t('subtotal')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={line.key}>
                <TableCell>{line.code}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell>
                  <DepositCell index={index} line={line} onExceeded={showExceeded} />
                </TableCell>
                <TableCell>
                  <QuantityCell index={index} line={line} onExceeded={showExceeded} />
                </TableCell>
                <TableCell>
                  <PriceCell index={index} line={line} />
                </TableCell>
                <TableCell align="right">
                  <LineSubtotal index={index} />
                </TableCell>
                <TableCell align="right">
                  <RemoveProductButton name={line.name} onRemove={() => onRemove(index)} />
                </TableCell>
              </TableRow>
            ))}
            {lines.length === 0 ? <EmptyTableRow columns={7} text={t('no_products_added')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <NoticeDialog
        open={exceeded}
        title="bo.orders.quantity_exceeded_title"
        message="bo.orders.quantity_exceeded_text"
        onClose={() => setExceeded(false)}
      />
    </>
  );
};
