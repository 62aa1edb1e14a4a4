import { StateChip } from '../common/StateChip';
import { statusColours, statusLabel } from './labels';

/** A devolution's status as a coloured badge with the spec's label ('Pendiente', 'Aprobada', 'Rechazada'). */
export const StatusBadge = ({ status, component = 'div' }: { status: string; component?: 'div' | 'span' }) => (
  <StateChip
    value={status}
    label={statusLabel(status)}
    colours={statusColours(status)}
    attribute="data-status"
    component={component}
  />
);
