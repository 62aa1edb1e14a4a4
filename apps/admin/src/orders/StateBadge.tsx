import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stateColours, stateLabel } from './states';

/** An order's state as a coloured badge with the spec's label; `component="span"` inside a line of text. */
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
