import { DeleteButton, Toolbar } from 'react-admin';
import { SaveButton } from './SaveButton';

/**
 * An edit form's toolbar for a record whose delete is final: save and, when allowed, delete after
 * the spec's confirmation ('¿Está seguro que desea eliminar este depósito?'). A refusal (409)
 * shows its Spanish message.
 */
export const SaveDeleteToolbar = ({
  confirmContent,
  successMessage,
  canDelete = true,
  redirect = 'list',
}: {
  confirmContent: string;
  successMessage: string;
  canDelete?: boolean;
  redirect?: string;
}) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete ? (
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="bo.common.delete_title"
        confirmContent={confirmContent}
        successMessage={successMessage}
        redirect={redirect}
      />
    ) : null}
  </Toolbar>
);
