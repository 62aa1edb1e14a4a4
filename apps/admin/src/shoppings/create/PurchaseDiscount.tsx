/**
 * Why this file exists: the purchase's discount is a percentage or an amount, each following the
 * other (section 5): a percentage out of 0..100 clears the amount; an amount above the subtotal
 * is capped at it and the percentage becomes 100; when the lines change, the one typed last stands.
 */
import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { DecimalInput } from '../../common/document';
import {
  subtotalCents,
  withAmount,
  withPercentage,
  withSubtotal,
  type DiscountFields,
  type ShoppingDraft,
} from './shoppingDraft';

const FIELDS = ['discount_percentage', 'discount_amount', 'discount_basis'] as const;

export const PurchaseDiscount = () => {
  const { getValues, setValue } = useFormContext<ShoppingDraft>();
  const products = useWatch<ShoppingDraft, 'products'>({ name: 'products' }) ?? [];
  const subtotal = subtotalCents(products);

  const apply = (fields: DiscountFields) => {
    for (const field of FIELDS)
      if (getValues(field) !== fields[field]) setValue(field, fields[field], { shouldDirty: true });
  };
  const current = (): DiscountFields => ({
    discount_percentage: getValues('discount_percentage'),
    discount_amount: getValues('discount_amount'),
    discount_basis: getValues('discount_basis'),
  });

  const subtotalKey = subtotal.toString();
  useEffect(() => {
    apply(withSubtotal(BigInt(subtotalKey), current()));
    // Only when the subtotal changes: typing in the discount applies itself.
  }, [subtotalKey]);

  return (
    <Stack direction="row" flexWrap="wrap" columnGap={2}>
      <DecimalInput
        source="discount_percentage"
        label="bo.shopping_create.discount_percentage"
        min={0}
        max={100}
        width={220}
        onTyped={(typed) => apply(withPercentage(subtotal, typed))}
      />
      <DecimalInput
        source="discount_amount"
        label="bo.shopping_create.discount_amount"
        min={0}
        width={220}
        onTyped={(typed) => apply(withAmount(subtotal, typed))}
      />
    </Stack>
  );
};
