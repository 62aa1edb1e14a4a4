import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { PhotoInput } from '../common/PhotoInput';
import { PriceInputs } from './PriceInputs';
import { IVA_CHOICES } from './ivaChoices';

const mandatory = required('bo.validation.required');
const allOf = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/** Contable is 1 (Sí) or 0 (No); the API answers it as a boolean. */
const CONTABLE_CHOICES = [
  { id: 1, name: 'bo.common.yes' },
  { id: 0, name: 'bo.common.no' },
];
const contableToChoice = (value: unknown) => (value === true ? 1 : value === false ? 0 : value);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
};

/**
 * The spec's product form. Required (with the asterisk): code, name, cost, a price for each
 * price group, brand, category, contable. Cost and prices step 0.01, minimum 0 on create.
 * Server field errors come back under the fields (the data provider maps them).
 */
export const ProductForm = ({ kind, ...props }: Omit<SimpleFormProps, 'children'> & { kind: 'create' | 'edit' }) => {
  const min = kind === 'create' ? 0 : undefined;
  const costValidate = min === undefined ? mandatory : [mandatory, minValue(min)];
  return (
    <SimpleForm noValidate sx={{ maxWidth: 880 }} {...props}>
      <Section title="bo.products.data">
        <TextInput source="code" validate={mandatory} fullWidth />
        <TextInput source="name" validate={mandatory} fullWidth />
        <TextInput source="line_name" fullWidth />
        <TextInput source="alias" fullWidth />
        <ReferenceInput source="brand_id" reference="brands" {...allOf}>
          <SelectInput optionText="name" validate={mandatory} fullWidth />
        </ReferenceInput>
        <ReferenceInput source="product_category_id" reference="product-categories" {...allOf}>
          <SelectInput optionText="name" validate={mandatory} fullWidth />
        </ReferenceInput>
        <TextInput source="part_id" fullWidth />
        <SelectInput
          source="contable"
          choices={CONTABLE_CHOICES}
          format={contableToChoice}
          validate={mandatory}
          fullWidth
        />
        <SelectInput
          source="iva"
          choices={IVA_CHOICES}
          translateChoice={false}
          defaultValue="G"
          validate={mandatory}
          fullWidth
        />
        <TextInput source="volumen" fullWidth />
        <NumberInput source="weight" step={0.001} fullWidth />
      </Section>
      <TextInput source="description" multiline minRows={2} fullWidth />
      <Section title="bo.products.prices">
        <NumberInput source="cost" step={0.01} min={min} validate={costValidate} fullWidth />
        <PriceInputs min={min} />
      </Section>
      <PhotoInput source="photo" label="resources.products.fields.photo" />
    </SimpleForm>
  );
};

type FormValues = Record<string, unknown>;

/** The fields the API takes, with the prices as an object keyed by price-group id. */
export const toProductBody = (data: FormValues): FormValues => {
  const prices: Record<string, unknown> = {};
  const raw = data.prices;
  if (Array.isArray(raw)) raw.forEach((value, id) => value !== undefined && (prices[String(id)] = value));
  else if (raw && typeof raw === 'object')
    for (const [id, value] of Object.entries(raw)) if (value !== undefined) prices[id] = value;
  const body: FormValues = { prices };
  for (const field of [
    'code',
    'name',
    'line_name',
    'description',
    'volumen',
    'weight',
    'brand_id',
    'part_id',
    'alias',
    'contable',
    'iva',
    'cost',
    'photo',
    'product_category_id',
  ])
    body[field] = data[field] ?? null;
  return body;
};
