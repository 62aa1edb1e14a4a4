import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, usePermissions, useResourceDefinitions } from 'react-admin';
import { writesNothing, type Role } from '@bo/access';
import type { LogEntry } from '../data/types';

/**
 * A log row's description, linked to the record it is about (its page, or its form when it has
 * no page of its own; for the auditor, who opens no form, its history instead, issue 32); plain
 * text when that record has no screen.
 */
export const LogDescription = ({ entry }: { entry: LogEntry }) => {
  const definitions = useResourceDefinitions();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<Role>();
  const definition = entry.record ? definitions[entry.record.resource] : undefined;
  const type = definition?.hasShow ? 'show' : definition?.hasEdit ? 'edit' : null;
  if (!entry.record || !type) return <>{entry.description}</>;
  const to =
    type === 'edit' && writesNothing(permissions)
      ? `/history/${entry.record.resource}/${encodeURIComponent(String(entry.record.id))}`
      : createPath({ resource: entry.record.resource, id: entry.record.id, type });
  return (
    <Link component={RouterLink} underline="hover" to={to}>
      {entry.description}
    </Link>
  );
};
