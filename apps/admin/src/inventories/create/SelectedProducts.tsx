import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { minValue, NumberInput, required, SelectInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatQuantity } from '../../format';
import { stockIn, type DraftLine } from './draftLine';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import { RemoveProductButton } from '../../common/RemoveProductButton';

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
  const t = (key: string) => translate(`bo.inventories.${key}`);
  return (
    <TableContainer>
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
                <RemoveProductButton name={line.name} onRemove={() => onRemove(index)} />
              </TableCell>
            </TableRow>
          ))}
          {lines.length === 0 ? <EmptyTableRow columns={6} text={t('no_products_added')} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
