import { TopToolbar, useGetIdentity, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { writesNothing, type Role } from '@bo/access';
import { Edit } from '../common/forms';
import { useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { RestorableEditToolbar } from '../common/RestorableEditToolbar';
import { useCan } from '../access/useCan';
import type { User } from './types';
import { UserForm } from './UserForm';

const Title = ({ own }: { own: boolean }) => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (own) return <>{translate('bo.users.profile_title')}</>;
  return <>{record ? translate('bo.users.edit_title', { name: `${record.first_name} ${record.last_name}` }) : ''}</>;
};

/**
 * /users/{id}/edit: back to /users; delete ('¿Está seguro que desea eliminar este usuario?') or,
 * once deleted, restore. Also 'Mi perfil' for every user: there it stays on the page after saving
 * and offers no delete. The auditor (who writes nothing, issue 32) sees their profile without a save.
 */
export const UserEdit = () => {
  const isAdmin = useCan('users', 'write');
  const { permissions } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const { id } = useParams<'id'>();
  const own = identity !== undefined && String(identity.id) === id;
  return (
    <Edit
      title={<Title own={own} />}
      mutationMode="pessimistic"
      redirect={isAdmin && !own ? 'list' : false}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <BackLink to={isAdmin ? '/users' : '/'} />
        </TopToolbar>
      }
    >
      <UserForm
        toolbar={
          writesNothing(permissions) ? (
            false
          ) : (
            <RestorableEditToolbar
              canDelete={isAdmin && !own}
              deleteConfirm="bo.users.delete_confirm"
              restoreConfirm="bo.users.restore_confirm"
              deleted="bo.users.deleted"
              restored="bo.users.restored"
            />
          )
        }
      />
    </Edit>
  );
};
