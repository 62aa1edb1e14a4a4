import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { Confirm, minValue, NumberInput, required, SelectInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatQuantity } from '../../format';
import { stockIn, type DraftLine } from './draftLine';

const ALL_DEPOSITS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };
const quantityRules = [required('bo.validation.required'), minValue(1, 'bo.inventories.min_quantity')];
const depositRules = required('bo.validation.required');

const CurrentStock = ({ index, line }: { index: number; line: DraftLine }) => {
  const depositId = useWatch({ name: `lines.${index}.deposit_id` });
  const stock = stockIn(line, depositId);
  return <>{stock === null ? '—' : formatQuantity(stock)}</>;
};

/**
 * The chosen products: quantity (at least 1), deposit, code, name, current stock in that
 * deposit, and remove after the spec's confirmation. 'No hay productos agregados' when none.
 */
export const SelectedProducts = ({
  lines,
  onRemove,
}: {
  lines: Array<DraftLine & { key: string }>;
  onRemove: (index: number) => void;
}) => {
  const translate = useTranslate();
  const { data: deposits = [] } = useGetList<{ id: number; name: string }>('deposits', ALL_DEPOSITS);
  const [removing, setRemoving] = useState<number | null>(null);
  const t = (key: string) => translate(`bo.inventories.${key}`);
  return (
    <>
      <Table size="small" aria-label={t('selected_products')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('quantity')}</TableCell>
            <TableCell>{t('deposit')}</TableCell>
            <TableCell>{t('code')}</TableCell>
            <TableCell>{t('name')}</TableCell>
            <TableCell align="right">{t('current_stock')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={line.key}>
              <TableCell sx={{ width: 140 }}>
                <NumberInput
                  source={`lines.${index}.quantity`}
                  label="bo.inventories.quantity"
                  min={1}
                  step={1}
                  validate={quantityRules}
                  helperText={false}
                  sx={{ minWidth: 100 }}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <SelectInput
                  source={`lines.${index}.deposit_id`}
                  label="bo.inventories.deposit"
                  choices={deposits}
                  validate={depositRules}
                  helperText={false}
                  sx={{ minWidth: 180 }}
                />
              </TableCell>
              <TableCell>{line.code}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">
                <CurrentStock index={index} line={line} />
              </TableCell>
              <TableCell align="right">
                <Tooltip title={t('remove')}>
                  <IconButton aria-label={`${t('remove')} ${line.name}`} onClick={() => setRemoving(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {lines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography color="text.secondary" align="center">
                  {t('no_products_added')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <Confirm
        isOpen={removing !== null}
        title="bo.inventories.remove_title"
        content="bo.inventories.remove_confirm"
        onConfirm={() => {
          if (removing !== null) onRemove(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
};
