/**
 * Why this file exists: a purchase line has, beside the kit's columns, its cost, profit
 * percentage and selling price, linked (price = cost + cost × percentage / 100; typing the price
 * moves the percentage), and its total (cost × quantity).
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { DecimalInput, type LineCell, type LineColumn } from '../../common/document';
import { formatUsd } from '../../format';
import { centsNumber, lineCents, toCents } from '../../money';
import { percentageFrom, percentHundredths, priceFrom, type ShoppingLine } from './shoppingDraft';

type Cell = { cell: LineCell<ShoppingLine> };

/** Typing the cost moves the price (at the line's percentage), or the percentage when there is none. */
const CostCell = ({ cell }: Cell) => {
  const { getValues, setValue } = useFormContext();
  return (
    <DecimalInput
      source={cell.path('cost')}
      label="bo.shopping_create.cost"
      min={0}
      onTyped={(cost) => {
        if (toCents(cost) === null) return;
        const percentage = getValues(cell.path('percentage'));
        if (percentHundredths(percentage) !== null)
          setValue(cell.path('price'), priceFrom(cost, percentage), { shouldDirty: true });
        else
          setValue(cell.path('percentage'), percentageFrom(cost, getValues(cell.path('price'))), { shouldDirty: true });
      }}
    />
  );
};

/** Typing the percentage moves the price. */
const PercentageCell = ({ cell }: Cell) => {
  const { getValues, setValue } = useFormContext();
  return (
    <DecimalInput
      source={cell.path('percentage')}
      label="bo.shopping_create.percentage"
      width={110}
      onTyped={(percentage) => {
        const price = priceFrom(getValues(cell.path('cost')), percentage);
        if (price !== null) setValue(cell.path('price'), price, { shouldDirty: true });
      }}
    />
  );
};

/** Typing the price moves the percentage (none without a cost above zero). */
const PriceCell = ({ cell }: Cell) => {
  const { getValues, setValue } = useFormContext();
  return (
    <DecimalInput
      source={cell.path('price')}
      label="bo.shopping_create.price"
      min={0}
      onTyped={(price) =>
        setValue(cell.path('percentage'), percentageFrom(getValues(cell.path('cost')), price), { shouldDirty: true })
      }
    />
  );
};

const LineTotal = ({ cell }: Cell) => {
  const [cost, quantity] = useWatch({ name: [cell.path('cost'), cell.path('quantity')] }) as [unknown, unknown];
  return <>{formatUsd(centsNumber(lineCents(cost, quantity)))}</>;
};

export const costColumn: LineColumn<ShoppingLine> = {
  id: 'cost',
  label: 'bo.shopping_create.cost',
  render: (cell) => <CostCell cell={cell} />,
};

export const percentageColumn: LineColumn<ShoppingLine> = {
  id: 'percentage',
  label: 'bo.shopping_create.percentage',
  render: (cell) => <PercentageCell cell={cell} />,
};

export const priceColumn: LineColumn<ShoppingLine> = {
  id: 'price',
  label: 'bo.shopping_create.price',
  render: (cell) => <PriceCell cell={cell} />,
};

export const lineTotalColumn: LineColumn<ShoppingLine> = {
  id: 'total',
  label: 'bo.shopping_create.line_total',
  align: 'right',
  render: (cell) => <LineTotal cell={cell} />,
};
