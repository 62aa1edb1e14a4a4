/**
 * Why this file exists: the lists' exports (clients, providers, products, inventories) and the
 * catalogue download are one click each: the button asks the report (shown only to the roles the
 * access table lets ask that type) and a small dialog follows it to its download. A second click
 * while it is written reopens the dialog instead of asking again.
 */
import { useState, type ReactElement } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCan } from '../access/useCan';
import { closeUnlessBackdrop } from './closeUnlessBackdrop';
import { ReportJobProgress } from './ReportJobProgress';
import { ReportOpenButton } from './ReportOpenButton';
import type { ReportFormat, ReportType } from './reportJob';
import { useReportJob } from './useReportJob';

export interface ReportJobButtonProps {
  /** The button's text, an i18n key ('Excel', 'Exportar'). */
  label: string;
  icon?: ReactElement;
  type: ReportType;
  format: ReportFormat;
  params?: Record<string, unknown>;
  /** The dialog's title, an i18n key (the type's name unless told). */
  title?: string;
  variant?: 'text' | 'outlined' | 'contained';
  /** Its text on phones too (react-admin's Button shows only its icon there): the /reports page's tools. */
  keepLabel?: boolean;
}

export const ReportJobButton = ({
  label,
  icon,
  type,
  format,
  params = {},
  title,
  variant,
  keepLabel,
}: ReportJobButtonProps) => {
  const translate = useTranslate();
  const allowed = useCan('reports', type);
  const runner = useReportJob();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const ask = () => {
    setOpen(true);
    if (!runner.processing) void runner.run({ type, format, params });
  };
  const heading = `${translate(title ?? `bo.reports.types.${type}`)} (${translate(`bo.reports.formats.${format}`)})`;
  return (
    <>
      <ReportOpenButton label={label} icon={icon} onClick={ask} variant={variant} keepLabel={keepLabel} />
      <Dialog
        open={open}
        onClose={closeUnlessBackdrop(() => setOpen(false))}
        fullWidth
        maxWidth="xs"
        aria-labelledby={`report-${type}-${format}`}
      >
        <DialogTitle id={`report-${type}-${format}`}>{heading}</DialogTitle>
        <DialogContent>
          <ReportJobProgress job={runner.job} refusal={runner.refusal} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('bo.reports.job.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
