import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useResourceDefinitions } from 'react-admin';
import type { LogEntry } from '../data/types';

/**
 * A log row's description, linked to the record it is about (its page, or its form when it has
 * no page of its own); plain text when that record has no screen.
 */
export const LogDescription = ({ entry }: { entry: LogEntry }) => {
  const definitions = useResourceDefinitions();
  const createPath = useCreatePath();
  const definition = entry.record ? definitions[entry.record.resource] : undefined;
  const type = definition?.hasShow ? 'show' : definition?.hasEdit ? 'edit' : null;
  if (!entry.record || !type) return <>{entry.description}</>;
  return (
    <Link
      component={RouterLink}
      underline="hover"
      to={createPath({ resource: entry.record.resource, id: entry.record.id, type })}
    >
      {entry.description}
    </Link>
  );
};
