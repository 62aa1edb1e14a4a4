import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from './types';

/** The user's role in Spanish ('Vendedor'). */
export const RoleLabel = () => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(`bo.users.roles.${record.role}`, { _: record.role })}</>;
};
