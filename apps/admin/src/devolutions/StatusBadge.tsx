/** Why this file exists: the list, the detail and a sale's page show a devolution's status the same way. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusColours, statusLabel } from './labels';

/** A devolution's status as a coloured badge with the spec's label ('Pendiente', 'Aprobada', 'Rechazada'). */
export const StatusBadge = ({ status, component = 'div' }: { status: string; component?: 'div' | 'span' }) => {
  const translate = useTranslate();
  const { bg, fg } = statusColours(status);
  return (
    <Chip
      size="small"
      component={component}
      label={translate(statusLabel(status))}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600 }}
      data-status={status}
    />
  );
};
