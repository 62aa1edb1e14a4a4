import { useState, type KeyboardEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toCents } from '../../money';
import type { QuickLine } from './saleDraft';

interface Typed {
  code: string;
  name: string;
  quantity: string;
  price: string;
}
const EMPTY: Typed = { code: '', name: '', quantity: '1', price: '' };

/** What is wrong with a typed quick line, per field (name required, quantity >= 1, price >= 0). */
const problems = (typed: Typed): Partial<Record<keyof Typed, string>> => {
  const quantity = Number(typed.quantity);
  return {
    ...(typed.name.trim() === '' ? { name: 'bo.validation.required' } : {}),
    ...(!Number.isInteger(quantity) || quantity < 1 ? { quantity: 'bo.orders.min_quantity' } : {}),
    ...(toCents(typed.price) === null ? { price: 'bo.orders.price_required' } : {}),
  };
};

/** The quick (ad hoc) line: free code, name, quantity and price; 'Agregar' adds it to the sale. */
export const QuickLineForm = ({ onAdd }: { onAdd: (line: QuickLine) => void }) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Typed, string>>>({});
  const field = (key: keyof Typed, label: string, type = 'text', step?: number) => (
    <TextField
      size="small"
      type={type}
      label={translate(`bo.orders.${label}`)}
      value={typed[key]}
      onChange={(event) => {
        setTyped({ ...typed, [key]: event.target.value });
        setErrors({});
      }}
      error={!!errors[key]}
      helperText={errors[key] ? translate(errors[key]) : undefined}
      slotProps={step ? { htmlInput: { min: 0, step } } : undefined}
      // One row where it fits (the theme makes fields full width): the name gets the most room.
      sx={{ flex: key === 'name' ? '2 1 220px' : '1 1 120px' }}
    />
  );
  const add = () => {
    const found = problems(typed);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    onAdd({
      quick: true,
      code: typed.code.trim(),
      name: typed.name.trim(),
      quantity: Number(typed.quantity),
      price: Number(typed.price),
    });
    setTyped(EMPTY);
  };
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      gap={2}
      alignItems="flex-start"
      role="group"
      aria-label={translate('bo.orders.quick_line')}
      onKeyDown={(event: KeyboardEvent) => {
        // Enter adds the line (and never submits the sale).
        if (event.key !== 'Enter') return;
        event.preventDefault();
        add();
      }}
    >
      {field('code', 'quick_code')}
      {field('name', 'quick_name')}
      {field('quantity', 'quantity', 'number', 1)}
      {field('price', 'price', 'number', 0.01)}
      <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1.5, flexShrink: 0 }}>
        {translate('bo.orders.quick_add')}
      </Button>
    </Stack>
  );
};
