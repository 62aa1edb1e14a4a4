import { DeleteButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { SaveButton } from '../common/SaveButton';
import { Edit } from '../common/forms';
import { useCan } from '../access/useCan';
import { detailPath } from '../common/detailRoutes';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductForm, toProductBody } from './ProductForm';
import type { Product } from './types';

const Title = () => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  return <>{record ? translate('bo.products.edit_title', { name: record.name }) : ''}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="bo.common.delete_title"
      confirmContent="bo.products.delete_confirm"
      successMessage="bo.products.deleted"
      redirect="list"
    />
  </Toolbar>
);

/** /products/{id}/edit: Productos > {name} > Editar, the form, delete with the spec's confirmation. */
export const ProductEdit = () => {
  const canWrite = useCan('products', 'write');
  return (
    <Edit<Product>
      title={<Title />}
      mutationMode="pessimistic"
      redirect={(_resource, id) => detailPath('products', id!)}
      transform={toProductBody}
    >
      <ProductBreadcrumbs page="edit" />
      <ProductForm kind="edit" toolbar={canWrite ? <EditToolbar /> : false} />
    </Edit>
  );
};
