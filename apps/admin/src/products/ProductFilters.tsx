import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge } from '@mui/material';
import { IVA_CHOICES } from './ivaChoices';
import { Button, ReferenceInput, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';

const allOf = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The spec's search object: terms (q), deposit, brand_id, part_id, truck_model_id, region_id.
 * There is no truck-model catalogue: truck_model_id is typed (the server ignores it).
 */
export const productFilters = [
  <TextInput key="q" source="q" label="resources.products.fields.q" alwaysOn resettable />,
  <ReferenceInput key="deposit" source="deposit" reference="deposits" {...allOf} alwaysOn>
    <SelectInput optionText="name" label="resources.products.fields.deposit" emptyText="bo.products.any" />
  </ReferenceInput>,
  <ReferenceInput key="brand_id" source="brand_id" reference="brands" {...allOf} alwaysOn>
    <SelectInput optionText="name" label="resources.products.fields.brand_id" emptyText="bo.products.any" />
  </ReferenceInput>,
  <TextInput key="part_id" source="part_id" label="resources.products.fields.part_id" alwaysOn resettable />,
  <TextInput
    key="truck_model_id"
    source="truck_model_id"
    label="resources.products.fields.truck_model_id"
    alwaysOn
    resettable
  />,
  <ReferenceInput key="region_id" source="region_id" reference="regions" {...allOf} alwaysOn>
    <SelectInput optionText="name" label="resources.products.fields.region_id" emptyText="bo.products.any" />
  </ReferenceInput>,
  <SelectInput
    key="iva"
    source="iva"
    choices={IVA_CHOICES}
    translateChoice={false}
    label="resources.products.fields.iva"
    emptyText="bo.products.any"
    alwaysOn
  />,
];

/** The search toggle: shows or hides the filter bar; the badge counts the filters in use. */
export const FilterToggle = ({ open, onToggle }: { open: boolean; onToggle: () => void }) => {
  const { filterValues } = useListContext();
  const active = Object.values(filterValues ?? {}).filter((value) => value !== undefined && value !== '').length;
  const translate = useTranslate();
  const label = translate('bo.products.search');
  // Its name is what it shows: 'Buscar', and the count when the badge shows one ('Buscar 2').
  return (
    <Button
      label="bo.products.search"
      aria-label={active > 0 ? `${label} ${active}` : label}
      onClick={onToggle}
      aria-expanded={open}
      variant={open ? 'contained' : 'text'}
    >
      {active > 0 ? (
        <Badge badgeContent={active} color="secondary">
          <FilterListIcon />
        </Badge>
      ) : (
        <FilterListIcon />
      )}
    </Button>
  );
};
