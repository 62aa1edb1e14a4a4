import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { RestoreButton } from '../common/RestoreButton';
import { BrandForm } from './BrandForm';

const Title = () => {
  const record = useRecordContext<{ name: string }>();
  const translate = useTranslate();
  return <>{record ? translate('bo.brands.edit_title', { name: record.name }) : ''}</>;
};

const EditToolbar = () => {
  const record = useRecordContext<{ deleted_at: string | null }>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={!!record?.deleted_at} />
      {record?.deleted_at ? (
        <RestoreButton confirmContent="bo.common.restore_confirm" successMessage="bo.brands.restored" />
      ) : (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle="bo.common.delete_title"
          confirmContent="bo.brands.delete_confirm"
          successMessage="bo.brands.deleted"
        />
      )}
    </Toolbar>
  );
};

/** /brands/{id}/edit: name, code, delete (with the spec's confirmation) or restore when deleted. */
export const BrandEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic">
    <BrandForm toolbar={<EditToolbar />} />
  </Edit>
);
