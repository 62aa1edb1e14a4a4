/**
 * Why this file exists: every document shows its state the same way (a sale's, a purchase's, a
 * transfer's, a devolution's): a small coloured chip with the spec's label, whose `data-state` or
 * `data-status` attribute names the state for tests and styles.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface StateChipProps {
  /** The state's code ('pending', 'in_transit'...). */
  value: string;
  /** The translation key of its label. */
  label: string;
  colours: { bg: string; fg: string };
  /** The attribute naming the code: the document's own word for it. */
  attribute: 'data-state' | 'data-status';
  /** 'span' inside a line of text. */
  component?: 'div' | 'span';
}

export const StateChip = ({ value, label, colours, attribute, component = 'div' }: StateChipProps) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      component={component}
      label={translate(label)}
      sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 600 }}
      {...{ [attribute]: value }}
    />
  );
};
