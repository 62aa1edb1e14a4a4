/**
 * Why this file exists: the chosen sale's lines in the return form: what was sold, what approved
 * devolutions already brought back and what is left, the price; and per line the quantity to
 * return (0..left), its amount (0..price x quantity, suggested when the quantity changes) and
 * the reason, each with its message under it. On a phone the table scrolls inside its card with
 * the product's name kept in view.
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import { STICKY_CELL } from '../../common/stickyColumn';
import { formatQuantity, formatUsd } from '../../format';
import {
  leftOf,
  lineOf,
  withAmount,
  withQuantity,
  withReason,
  type DevolutionDraft,
  type DraftErrors,
  type ReturnableLine,
} from './devolutionDraft';

const NARROW = { width: 110 };

export const ReturnLines = ({
  lines,
  draft,
  errors,
  onChange,
  taxed = false,
}: {
  lines: ReadonlyArray<ReturnableLine>;
  draft: DevolutionDraft;
  errors: DraftErrors;
  onChange: (draft: DevolutionDraft) => void;
  /** Issue 33: a taxed sale's amounts are computed (base plus IVA, as the credit note), not typed. */
  taxed?: boolean;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.devolutions.${key}`, options);
  // A complete return takes every unit left: its quantities are the form's, not the user's.
  const complete = draft.return_type === 'complete';
  return (
    <TableContainer>
      <Table size="small" aria-label={t('lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('code')}</TableCell>
            <TableCell sx={STICKY_CELL}>{t('product')}</TableCell>
            <TableCell align="right">{t('ordered')}</TableCell>
            <TableCell align="right">{t('already_returned')}</TableCell>
            <TableCell align="right">{t('left')}</TableCell>
            <TableCell align="right">{t('price')}</TableCell>
            <TableCell>{t('return_quantity')}</TableCell>
            <TableCell>{t('return_amount')}</TableCell>
            <TableCell>{t('reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const typed = lineOf(draft, line.id);
            const field = `products.${line.id}`;
            const quantityError = errors[`${field}.return_quantity`] ?? errors[field];
            const amountError = errors[`${field}.return_amount`];
            const reasonError = errors[`${field}.reason`];
            const left = leftOf(line);
            return (
              <TableRow key={String(line.id)} data-line={String(line.id)}>
                <TableCell>{line.code}</TableCell>
                <TableCell sx={STICKY_CELL}>{line.name}</TableCell>
                <TableCell align="right">{formatQuantity(line.quantity)}</TableCell>
                <TableCell align="right">{formatQuantity(line.returned_quantity ?? 0)}</TableCell>
                <TableCell align="right">{formatQuantity(left)}</TableCell>
                <TableCell align="right">{formatUsd(line.price)}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    type="number"
                    size="small"
                    value={typed.return_quantity}
                    onChange={(event) => onChange(withQuantity(draft, line, event.target.value))}
                    error={!!quantityError}
                    helperText={quantityError}
                    disabled={left === 0}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        max: left,
                        step: 1,
                        readOnly: complete,
                        'aria-label': t('return_quantity_of', { name: line.name }),
                      },
                    }}
                    sx={NARROW}
                  />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    type="number"
                    size="small"
                    value={typed.return_amount}
                    onChange={(event) => onChange(withAmount(draft, line.id, event.target.value))}
                    error={!!amountError}
                    helperText={amountError ?? (taxed && left > 0 ? t('return_amount_taxed') : undefined)}
                    disabled={left === 0}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        step: 0.01,
                        readOnly: taxed,
                        'aria-label': t('return_amount_of', { name: line.name }),
                      },
                    }}
                    sx={{ width: 130 }}
                  />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    size="small"
                    value={typed.reason}
                    onChange={(event) => onChange(withReason(draft, line.id, event.target.value))}
                    error={!!reasonError}
                    helperText={reasonError}
                    disabled={left === 0}
                    slotProps={{ htmlInput: { maxLength: 500, 'aria-label': t('reason_of', { name: line.name }) } }}
                    sx={{ minWidth: 180 }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {lines.length === 0 ? <EmptyTableRow columns={9} text={t('no_lines')} /> : null}
        </TableBody>
      </Table>
      {errors.products ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {errors.products}
        </Typography>
      ) : null}
    </TableContainer>
  );
};
