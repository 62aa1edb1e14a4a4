import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A line's quantity: whole units, at least 1. While the field is being typed in it may be empty;
 * leaving it empty or below 1 puts back the last good quantity.
 */
export const QuantityInput = ({
  value,
  label,
  onChange,
}: {
  value: number;
  label: string;
  onChange: (quantity: number) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <TextField
      type="number"
      size="small"
      value={text}
      label={translate('bo.pos.quantity')}
      slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': label, style: { width: 64 } } }}
      onChange={(event) => {
        setText(event.target.value);
        const quantity = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(quantity) && quantity >= 1) onChange(quantity);
      }}
      onBlur={() => setText(String(value))}
    />
  );
};
