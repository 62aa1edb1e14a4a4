/**
 * Why this file exists: the columns most documents share (code, name, quantity, deposit, current
 * stock), ready for the kit's SelectedLines; a document adds its own (a purchase's cost and price).
 */
import { minValue, required, SelectInput, useGetList, type Identifier } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatQuantity } from '../../format';
import { DecimalInput } from './DecimalInput';
import { stockIn, type DocumentLine } from './documentLine';
import type { LineCell, LineColumn } from './SelectedLines';

const ALL_DEPOSITS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };
const QUANTITY_RULES = [required('bo.validation.required'), minValue(1, 'bo.document.min_quantity')];
const DEPOSIT_RULES = required('bo.validation.required');

/** Every deposit by name (the deposit selects of the documents). */
export const useDeposits = () => useGetList<{ id: Identifier; name: string }>('deposits', ALL_DEPOSITS).data ?? [];

export const codeColumn = <L extends DocumentLine>(): LineColumn<L> => ({
  id: 'code',
  label: 'bo.document.code',
  render: ({ line }) => line.code,
});

export const nameColumn = <L extends DocumentLine>(): LineColumn<L> => ({
  id: 'name',
  label: 'bo.document.name',
  // The line's name stays in view while a narrow screen scrolls the table sideways.
  sticky: true,
  render: ({ line }) => line.name,
});

/** A line's quantity limit from its live values (the stock of its deposit), or null when it has none. */
export type QuantityLimit<L> = (line: L) => number | null;

interface QuantityCellProps<L> {
  cell: LineCell<L>;
  max?: QuantityLimit<L>;
  checked: boolean;
}

const QuantityCell = <L extends DocumentLine>({ cell, max, checked }: QuantityCellProps<L>) => {
  const live = useWatch({ name: cell.root }) as L | undefined;
  const limit = max && live ? max(live) : null;
  return (
    <DecimalInput
      source={cell.path('quantity')}
      label="bo.document.quantity"
      validate={checked ? QUANTITY_RULES : undefined}
      step={1}
      min={1}
      max={limit ?? undefined}
      width={110}
      accept={(typed) => {
        const quantity = Number(typed);
        if (typed === '') return '';
        if (limit !== null && quantity > limit) {
          cell.exceeded();
          return 1;
        }
        return quantity;
      }}
    />
  );
};

/**
 * The quantity: at least 1 (1 when added). With `max`, a quantity above the line's limit goes
 * back to 1 with 'Cantidad excedida' / 'No puedes seleccionar una cantidad mayor al stock'.
 * `checked` false leaves the check to the form's submit (a purchase checks its lines in the
 * spec's order, with its dialog): the field then does not stop the submit on its own.
 */
export const quantityColumn = <L extends DocumentLine>(max?: QuantityLimit<L>, checked = true): LineColumn<L> => ({
  id: 'quantity',
  label: 'bo.document.quantity',
  render: (cell) => <QuantityCell cell={cell} max={max} checked={checked} />,
});

const DepositCell = ({ source, label, except }: { source: string; label: string; except?: Identifier }) => {
  const deposits = useDeposits();
  const choices = except === undefined ? deposits : deposits.filter((deposit) => String(deposit.id) !== String(except));
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      validate={DEPOSIT_RULES}
      helperText={false}
      // Narrower on a phone: beside the line's kept-in-view name it still fits the card.
      sx={{ minWidth: { xs: 140, sm: 180 } }}
    />
  );
};

export interface DepositColumnOptions {
  /** The header and the select's label, an i18n key ('Depósito' unless told). */
  label?: string;
  /** A deposit the select does not offer (a transfer's source). */
  except?: Identifier;
}

/** The line's deposit (`deposit_id`), required: any deposit, or any but `except`. */
export const depositColumn = <L extends DocumentLine>({
  label = 'bo.document.deposit',
  except,
}: DepositColumnOptions = {}): LineColumn<L> => ({
  id: 'deposit',
  label,
  render: (cell) => <DepositCell source={cell.path('deposit_id')} label={label} except={except} />,
});

const StockCell = ({ line, depositPath }: { line: DocumentLine; depositPath: string }) => {
  const { control } = useFormContext();
  const depositId = useWatch({ control, name: depositPath }) as Identifier | null | undefined;
  const stock = stockIn(line, depositId);
  return <>{stock === null ? '—' : formatQuantity(stock)}</>;
};

/**
 * The product's current stock in the deposit the form names at `depositPath` (the line's own
 * `deposit_id` unless told: a purchase reads its destination); '—' while none is chosen.
 */
export const stockColumn = <L extends DocumentLine>(
  depositPath: (cell: LineCell<L>) => string = (cell) => cell.path('deposit_id'),
): LineColumn<L> => ({
  id: 'stock',
  label: 'bo.document.current_stock',
  align: 'right',
  render: (cell) => <StockCell line={cell.line} depositPath={depositPath(cell)} />,
});
