import { Box, CardContent, Typography } from '@mui/material';
import {
  Form,
  RadioButtonGroupInput,
  useNotify,
  useRedirect,
  useSaveContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Create, SubmitButton } from '../../common/forms';
import { useWatch } from 'react-hook-form';
import { BackLink } from '../../common/BackLink';
import { detailPath } from '../../common/detailRoutes';
import {
  codeColumn,
  depositColumn,
  nameColumn,
  ProductSearchTable,
  quantityColumn,
  SelectedLines,
  stockColumn,
  useDocumentLines,
  type LineColumn,
} from '../../common/document';
import { draftLineOf, toPayload, type DraftLine, type InventoryDraft } from './draftLine';

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

/** Quantity (at least 1, no limit: an exit above the stock is refused when approved), deposit, code, name, stock there. */
const COLUMNS: ReadonlyArray<LineColumn<DraftLine>> = [
  quantityColumn(),
  depositColumn(),
  codeColumn(),
  nameColumn(),
  stockColumn(),
];

/** The kit's search and chosen lines, sharing the form's `lines`: a product is added once. */
const InventoryProducts = () => {
  const { lines, added, add, remove } = useDocumentLines('lines', draftLineOf);
  return (
    <>
      <Section title="bo.document.search_products" />
      <ProductSearchTable added={added} onAdd={add} />
      <Section title="bo.document.selected_products" />
      <SelectedLines name="lines" lines={lines} columns={COLUMNS} onRemove={remove} />
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

/** /inventories/create: a new inventory entry or exit; saved, it says 'Inventario registrado' and opens /inventories/{id}. */
export const InventoryCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (data: { id: Identifier }) => {
    notify('bo.inventories.created', { type: 'success' });
    redirect(detailPath('inventories', data.id));
  };
  return (
    <Create
      title="bo.inventories.create_title"
      actions={<BackLink to="/inventories" />}
      transform={(data) => toPayload(data as InventoryDraft)}
      mutationOptions={{ onSuccess }}
    >
      <InventoryForm />
    </Create>
  );
};
