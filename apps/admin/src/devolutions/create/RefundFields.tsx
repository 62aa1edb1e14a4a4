/**
 * Why this file exists: the return form's own fields besides its lines: the return type (Parcial
 * by default; Completa fills every line with all that is left), the refund method (Efectivo,
 * Transferencia, Nota de Crédito, Sin reembolso), its reference (asked unless Sin reembolso) and
 * the notes.
 */
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { REFUND_METHODS, RETURN_TYPES, refundMethodLabel, returnTypeLabel } from '../labels';
import type { RefundMethod, ReturnType } from '../types';
import {
  withRefundMethod,
  withReturnType,
  type DevolutionDraft,
  type DraftErrors,
  type ReturnableLine,
} from './devolutionDraft';

const FIELD = { fullWidth: false, sx: { flex: '1 1 220px', maxWidth: 320 } } as const;

export const ReturnTypeField = ({
  draft,
  lines,
  error,
  onChange,
}: {
  draft: DevolutionDraft;
  lines: ReadonlyArray<ReturnableLine>;
  error?: string;
  onChange: (draft: DevolutionDraft) => void;
}) => {
  const translate = useTranslate();
  const label = translate('bo.devolutions.return_type_label');
  return (
    <FormControl error={!!error}>
      <FormLabel id="devolution-return-type">{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="devolution-return-type"
        value={draft.return_type}
        onChange={(event) => onChange(withReturnType(draft, event.target.value as ReturnType, lines))}
      >
        {RETURN_TYPES.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={translate(returnTypeLabel(type))} />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};

export const RefundFields = ({
  draft,
  errors,
  onChange,
}: {
  draft: DevolutionDraft;
  errors: DraftErrors;
  onChange: (draft: DevolutionDraft) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`bo.devolutions.${key}`);
  return (
    <Stack gap={2}>
      <Stack direction="row" flexWrap="wrap" gap={2} alignItems="flex-start">
        <TextField
          select
          {...FIELD}
          label={t('refund_method_label')}
          value={draft.refund_method}
          onChange={(event) => onChange(withRefundMethod(draft, event.target.value as RefundMethod))}
          error={!!errors.refund_method}
          helperText={errors.refund_method}
        >
          {REFUND_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {translate(refundMethodLabel(method))}
            </MenuItem>
          ))}
        </TextField>
        {draft.refund_method === 'none' ? null : (
          <TextField
            {...FIELD}
            label={t('refund_reference')}
            value={draft.refund_reference}
            onChange={(event) => onChange({ ...draft, refund_reference: event.target.value })}
            error={!!errors.refund_reference}
            helperText={errors.refund_reference}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        )}
      </Stack>
      <TextField
        label={t('notes')}
        value={draft.notes}
        onChange={(event) => onChange({ ...draft, notes: event.target.value })}
        error={!!errors.notes}
        helperText={errors.notes}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
};
