import { DeleteButton, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { SaveButton } from '../common/SaveButton';
import { Edit } from '../common/forms';
import { RestoreButton } from '../common/RestoreButton';
import { detailPath } from '../common/detailRoutes';
import { BackLink } from '../common/BackLink';
import { ProviderForm } from './ProviderForm';
import type { Provider } from './types';

const Title = () => {
  const record = useRecordContext<Provider>();
  const translate = useTranslate();
  return <>{record ? translate('bo.providers.edit_title', { name: record.company_name }) : ''}</>;
};

const EditToolbar = () => {
  const record = useRecordContext<Provider>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={!!record?.deleted_at} />
      {record?.deleted_at ? (
        <RestoreButton confirmContent="bo.common.restore_confirm" successMessage="bo.providers.restored" />
      ) : (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle="bo.common.delete_title"
          confirmContent="bo.providers.delete_confirm"
          successMessage="bo.providers.deleted"
        />
      )}
    </Toolbar>
  );
};

/** /providers/{id}/edit: the provider form; delete (with the spec's confirmation), or restore when deleted. */
export const ProviderEdit = () => (
  <Edit
    title={<Title />}
    mutationMode="pessimistic"
    redirect={(_resource, id) => detailPath('providers', id!)}
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/providers" />
      </TopToolbar>
    }
  >
    <ProviderForm toolbar={<EditToolbar />} />
  </Edit>
);
