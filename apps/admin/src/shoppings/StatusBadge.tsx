import { StateChip } from '../common/StateChip';
import { statusColours, statusLabel } from './status';

/** A purchase's state as a coloured badge with the spec's label (like the orders' StateBadge). */
export const StatusBadge = ({ status, component = 'div' }: { status: string; component?: 'div' | 'span' }) => (
  <StateChip
    value={status}
    label={statusLabel(status)}
    colours={statusColours(status)}
    attribute="data-status"
    component={component}
  />
);
