import { Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { SaveButton } from '../common/SaveButton';
import { Edit } from '../common/forms';
import { BackLink } from '../common/BackLink';
import { detailPath } from '../common/detailRoutes';
import { ClientForm } from './ClientForm';
import type { Client } from './types';

const Title = () => {
  const record = useRecordContext<Client>();
  const translate = useTranslate();
  return <>{record ? translate('bo.clients.edit_title', { name: record.name }) : ''}</>;
};

const EditToolbar = () => {
  const record = useRecordContext<Client>();
  return (
    <Toolbar>
      <SaveButton label="bo.clients.update" disabled={!!record?.deleted_at} />
    </Toolbar>
  );
};

/** /clients/{id}/edit: the client form with 'Actualizar cliente', back to the detail. */
export const ClientEdit = () => (
  <Edit
    title={<Title />}
    mutationMode="pessimistic"
    redirect={(_resource, id) => detailPath('clients', id!)}
    actions={<EditActions />}
  >
    <ClientForm toolbar={<EditToolbar />} />
  </Edit>
);

const EditActions = () => {
  const record = useRecordContext<Client>();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <BackLink to={record ? detailPath('clients', record.id) : '/clients'} />
    </TopToolbar>
  );
};
