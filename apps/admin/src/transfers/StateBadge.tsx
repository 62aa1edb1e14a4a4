/** Why this file exists: a transfer's state is a coloured badge with the spec's label on the list and the detail. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stateColours, stateLabel } from './states';

export const StateBadge = ({ state, component = 'div' }: { state: string; component?: 'div' | 'span' }) => {
  const translate = useTranslate();
  const { bg, fg } = stateColours(state);
  return (
    <Chip
      size="small"
      component={component}
      label={translate(stateLabel(state))}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600 }}
      data-state={state}
    />
  );
};
