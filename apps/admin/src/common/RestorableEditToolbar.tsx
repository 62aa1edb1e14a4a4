import { DeleteButton, Toolbar, useRecordContext } from 'react-admin';
import { SaveButton } from './SaveButton';
import { RestoreButton } from './RestoreButton';

/**
 * An edit form's toolbar for a soft-deleted kind (users, stores...): save, and delete after the
 * spec's confirmation, or, on a deleted record, restore after its own. `canDelete` false hides
 * both (e.g. one's own user).
 */
export const RestorableEditToolbar = ({
  deleteConfirm,
  restoreConfirm,
  deleted,
  restored,
  canDelete = true,
}: {
  deleteConfirm: string;
  restoreConfirm: string;
  deleted: string;
  restored: string;
  canDelete?: boolean;
}) => {
  const record = useRecordContext<{ deleted_at?: string | null }>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={!!record?.deleted_at} />
      {!canDelete ? null : record?.deleted_at ? (
        <RestoreButton confirmContent={restoreConfirm} successMessage={restored} />
      ) : (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle="bo.common.delete_title"
          confirmContent={deleteConfirm}
          successMessage={deleted}
        />
      )}
    </Toolbar>
  );
};
