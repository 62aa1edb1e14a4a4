import { StateChip } from '../common/StateChip';
import { stateColours, stateLabel } from './states';

/** A transfer's state as a coloured badge with the spec's label, on the list and the detail. */
export const StateBadge = ({ state, component = 'div' }: { state: string; component?: 'div' | 'span' }) => (
  <StateChip
    value={state}
    label={stateLabel(state)}
    colours={stateColours(state)}
    attribute="data-state"
    component={component}
  />
);
