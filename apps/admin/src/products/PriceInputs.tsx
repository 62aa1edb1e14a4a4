import { Alert, LinearProgress } from '@mui/material';
import { minValue, NumberInput, required, useGetList, useTranslate } from 'react-admin';
import type { PriceGroup } from './types';

const allGroups = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

/** The price groups, lowest id first (the first price is the list's price). */
export const usePriceGroups = () => useGetList<PriceGroup>('price-groups', allGroups);

/** One required price per price group ('Precio {group}'), source `prices.<group id>`, step 0.01. */
export const PriceInputs = ({ min }: { min?: number }) => {
  const translate = useTranslate();
  const { data: groups, isPending, error } = usePriceGroups();
  if (isPending) return <LinearProgress sx={{ my: 2 }} />;
  if (error) return <Alert severity="error">{translate('bo.products.price_groups_error')}</Alert>;
  if (!groups?.length) return <Alert severity="warning">{translate('bo.products.price_groups_missing')}</Alert>;
  const validate =
    min === undefined ? [required('bo.validation.required')] : [required('bo.validation.required'), minValue(min)];
  return (
    <>
      {groups.map((group) => (
        <NumberInput
          key={String(group.id)}
          source={`prices.${group.id}`}
          label={translate('bo.products.price_for', { name: group.name })}
          step={0.01}
          min={min}
          validate={validate}
          fullWidth
        />
      ))}
    </>
  );
};
