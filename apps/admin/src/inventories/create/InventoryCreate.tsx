import { Box, CardContent, Typography } from '@mui/material';
import { Form, RadioButtonGroupInput, useNotify, useSaveContext, useTranslate } from 'react-admin';
import { Create, SubmitButton } from '../../common/forms';
import { useFieldArray, useWatch } from 'react-hook-form';
import { BackLink } from '../../common/BackLink';
import { detailPath } from '../../common/detailRoutes';
import type { Product } from '../../products/types';
import { draftLineOf, toPayload, type DraftLine, type InventoryDraft } from './draftLine';
import { ProductSearch } from './ProductSearch';
import { SelectedProducts } from './SelectedProducts';

const TYPES = [
  { id: 'add', name: 'bo.inventories.type.add' },
  { id: 'return', name: 'bo.inventories.type.return' },
];

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

/** The search and the chosen products share the form's `lines`: a product is added once. */
const InventoryProducts = () => {
  const { fields, append, remove } = useFieldArray<InventoryDraft, 'lines', 'key'>({ name: 'lines', keyName: 'key' });
  const added = new Set(fields.map((line) => String(line.product_id)));
  const add = (product: Product) => {
    if (!added.has(String(product.id))) append(draftLineOf(product));
  };
  return (
    <>
      <Section title="bo.inventories.search_products" />
      <ProductSearch added={added} onAdd={add} />
      <Section title="bo.inventories.selected_products" />
      <SelectedProducts lines={fields as Array<DraftLine & { key: string }>} onRemove={remove} />
    </>
  );
};

const SaveInventory = () => {
  const type = useWatch<InventoryDraft, 'type'>({ name: 'type' });
  return <SubmitButton label={type === 'return' ? 'bo.inventories.save_return' : 'bo.inventories.save_add'} />;
};

/** Entry or exit, the products with quantity and deposit; nothing is sent without a product. */
const InventoryForm = () => {
  const { save } = useSaveContext();
  const notify = useNotify();
  const submit = async (values: Record<string, unknown>) => {
    const lines = (values.lines ?? []) as DraftLine[];
    if (lines.length === 0) {
      notify('bo.inventories.at_least_one', { type: 'warning' });
      return undefined;
    }
    return save?.(values);
  };
  return (
    <Form<InventoryDraft> defaultValues={{ type: 'add', lines: [] }} onSubmit={submit} noValidate>
      <CardContent>
        <RadioButtonGroupInput source="type" label="resources.inventories.fields.type" choices={TYPES} row />
        <InventoryProducts />
        <Box sx={{ mt: 3 }}>
          <SaveInventory />
        </Box>
      </CardContent>
    </Form>
  );
};

/** /inventories/create: a new inventory entry or exit; saved, it opens /inventories/{id}. */
export const InventoryCreate = () => (
  <Create
    title="bo.inventories.create_title"
    actions={<BackLink to="/inventories" />}
    transform={(data) => toPayload(data as InventoryDraft)}
    redirect={(_resource, id) => detailPath('inventories', id ?? '')}
  >
    <InventoryForm />
  </Create>
);
