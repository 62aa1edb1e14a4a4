import {
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Edit } from '../common/forms';
import { BackLink } from '../common/BackLink';
import { RestorableEditToolbar } from '../common/RestorableEditToolbar';
import { dealerIdentification } from './identification';
import type { Dealer } from './types';

const Title = () => {
  const record = useRecordContext<Dealer>();
  const translate = useTranslate();
  return <>{record ? translate('bo.dealers.edit_title', { name: `${record.name} ${record.lastname}` }) : ''}</>;
};

/** The identification with its type ('V-12345678'), read-only. */
const IdentificationInput = () => {
  const record = useRecordContext<Dealer>();
  return (
    <TextInput
      source="identification"
      readOnly
      fullWidth
      format={(value: string | null | undefined) =>
        dealerIdentification({ idType: record?.idType, identification: value })
      }
    />
  );
};

/**
 * /dealers/{id}/edit: name, last name, identification and company read-only; the group
 * selectable; delete ('Estas seguro que quieres eliminar ?') or, deleted, restore.
 */
export const DealerEdit = () => (
  <Edit
    title={<Title />}
    mutationMode="pessimistic"
    redirect="list"
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/dealers" />
      </TopToolbar>
    }
  >
    <SimpleForm
      noValidate
      sx={{ maxWidth: 560 }}
      toolbar={
        <RestorableEditToolbar
          deleteConfirm="bo.dealers.delete_confirm"
          restoreConfirm="bo.dealers.restore_confirm"
          deleted="bo.dealers.deleted"
          restored="bo.dealers.restored"
        />
      }
    >
      <TextInput source="name" readOnly fullWidth />
      <TextInput source="lastname" readOnly fullWidth />
      <IdentificationInput />
      <TextInput source="company" readOnly fullWidth />
      <ReferenceInput source="group_id" reference="groups" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="name" validate={required('bo.validation.required')} fullWidth />
      </ReferenceInput>
    </SimpleForm>
  </Edit>
);
