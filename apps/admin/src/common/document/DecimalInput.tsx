/**
 * Why this file exists: a document line's numbers (quantity, cost, percentage, price) are form
 * fields whose typing may move their neighbours (a purchase's price follows its cost and
 * percentage). This is one such field: the text as typed kept in the form at `source`, then
 * `onTyped` for the neighbours; react-admin's validation and the server's messages under it.
 */
import { TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

export interface DecimalInputProps {
  source: string;
  /** An i18n key. */
  label: string;
  /** Called with what was typed, after it is kept: the neighbours follow. */
  onTyped?: (typed: string) => void;
  /** What a typed value becomes before it is kept (a quantity above its limit back to 1). */
  accept?: (typed: string) => string | number;
  validate?: Validator | Validator[];
  step?: number;
  min?: number;
  max?: number;
  readOnly?: boolean;
  width?: number;
}

const asTyped = (value: string) => value;

export const DecimalInput = ({
  source,
  label,
  onTyped,
  accept = asTyped,
  validate,
  step = 0.01,
  min,
  max,
  readOnly,
  width = 120,
}: DecimalInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate });
  const error = fieldState.error?.message;
  return (
    <TextField
      type="number"
      size="small"
      label={translate(label)}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(accept(event.target.value));
        onTyped?.(event.target.value);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ? <InputHelperText error={error} /> : undefined}
      slotProps={{ htmlInput: { step, min, max, readOnly } }}
      // Its width also as a minimum: in a narrow table the cell would otherwise squeeze the value out of sight.
      sx={{ width, minWidth: width }}
    />
  );
};
