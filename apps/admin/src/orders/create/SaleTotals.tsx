import { Box, Stack, Typography } from '@mui/material';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatBs, formatUsd } from '../../format';
import { centsNumber, dollarsToBolivars, printedSaleTotal, toCents } from '../../money';
import { discountOf, subtotalOf, totalOf, type SaleDraft } from './saleDraft';
import { saleTaxesOf } from '../../fiscal-sales/saleTaxes';
import { TaxRows } from '../../fiscal-sales/TaxRows';
import { useFiscalSettings } from '../../fiscal-sales/useFiscalSettings';

const DISCOUNT_TYPES = [
  { id: 'percentage', name: 'bo.orders.discount_types.percentage' },
  { id: 'amount', name: 'bo.orders.discount_types.amount' },
];

/** Percentage at most 100; an amount at most the subtotal. */
const discountLimit = (value: unknown, values: Partial<SaleDraft>) => {
  const typed = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(typed)) return undefined;
  if (typed < 0) return 'bo.orders.discount_negative';
  if (values.discount?.type === 'percentage') return typed > 100 ? 'bo.orders.discount_percentage_max' : undefined;
  return typed > subtotalOf(values.products ?? []) ? 'bo.orders.discount_above_subtotal' : undefined;
};

/** The sale's money as the form stands: subtotal, discount, total (and the total in bolivars). */
export const useSaleTotals = () => {
  const products = useWatch<SaleDraft, 'products'>({ name: 'products' }) ?? [];
  const discount = useWatch<SaleDraft, 'discount'>({ name: 'discount' });
  const date = useWatch<SaleDraft, 'date'>({ name: 'date' });
  const fiscal = useFiscalSettings();
  const subtotal = subtotalOf(products);
  const off = discountOf(subtotal, discount);
  // Issue 33: under a fiscal regime the total is the bases after discount plus the IVA.
  const taxes = saleTaxesOf(fiscal, products, off, date);
  return { subtotal, discount: off, total: taxes ? Number(taxes.total) : totalOf(subtotal, off), taxes };
};

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" justifyContent="space-between" gap={4}>
      <Typography fontWeight={strong ? 700 : 400}>{translate(label)}</Typography>
      <Typography fontWeight={strong ? 700 : 400}>{value}</Typography>
    </Stack>
  );
};

/**
 * The discount (percentage step 1 up to 100, or an amount step 0.01 up to the subtotal): only for
 * admin and financial, who may give one (docs/rules.md); the form renders it for them alone.
 */
export const SaleDiscount = () => {
  const type = useWatch<SaleDraft, 'discount.type'>({ name: 'discount.type' });
  const { subtotal } = useSaleTotals();
  return (
    // Each field keeps room for its whole label ('Descuento' was cut to 'Desc…' on phones): they wrap.
    <Stack direction="row" flexWrap="wrap" columnGap={2}>
      <SelectInput
        source="discount.type"
        label="bo.orders.discount_type"
        choices={DISCOUNT_TYPES}
        helperText={false}
        sx={{ flex: '1 1 200px' }}
      />
      <NumberInput
        sx={{ flex: '1 1 200px' }}
        source="discount.value"
        label="bo.orders.discount"
        min={0}
        max={type === 'percentage' ? 100 : subtotal}
        step={type === 'percentage' ? 1 : 0.01}
        validate={discountLimit}
      />
    </Stack>
  );
};

/** The totals: subtotal, the discount (for who may give one), total and the total in bolivars. */
export const SaleTotals = ({ canDiscount }: { canDiscount: boolean }) => {
  const rate = useWatch<SaleDraft, 'change'>({ name: 'change' });
  const products = useWatch<SaleDraft, 'products'>({ name: 'products' }) ?? [];
  const { subtotal, discount, total, taxes } = useSaleTotals();
  // The total in Bs as the sale's documents will print it (docs/rules.md 'Printed amounts add up').
  const { bs: printedBs } = printedSaleTotal({
    products: products.map((line) => ({ quantity: line.quantity ?? 0, price: line.price ?? 0 })),
    discount,
    total,
    pending: total,
    change: rate ?? 0,
    cop_change: null,
  });
  // Issue 33: a taxed sale's total in Bs is its total (with the IVA) at the sale's rate.
  const taxedBs = taxes ? dollarsToBolivars(toCents(total) ?? 0n, rate ?? 0) : null;
  const bolivars = taxes ? (taxedBs === null ? null : centsNumber(taxedBs)) : printedBs;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} gap={4} justifyContent="flex-end">
      <Box sx={{ minWidth: { sm: 280 } }} data-testid="sale-totals">
        <Row label="bo.orders.subtotal" value={formatUsd(subtotal)} />
        {canDiscount ? <Row label="bo.orders.discount" value={formatUsd(discount)} /> : null}
        <TaxRows taxes={taxes} rate={rate} />
        <Row label="bo.orders.total" value={formatUsd(total)} strong />
        {bolivars !== null ? <Row label="bo.orders.total_bs" value={formatBs(bolivars)} /> : null}
      </Box>
    </Stack>
  );
};
