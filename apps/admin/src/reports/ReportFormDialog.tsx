/**
 * Why this file exists: the reports that need a choice before they are asked (the deposit
 * report's deposit and content, the financial report's period, the daily report's day) open a
 * small dialog with their form; it stays mounted while closed, so a report being written keeps
 * its progress and download when the dialog is opened again.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCan } from '../access/useCan';
import { closeUnlessBackdrop } from './closeUnlessBackdrop';
import { ReportOpenButton } from './ReportOpenButton';
import type { ReportType } from './reportJob';

export interface ReportFormDialogProps {
  /** The button's text and the dialog's title, i18n keys. */
  label: string;
  title?: string;
  icon?: ReactElement;
  /** Who sees the button: those the access table lets ask this type. */
  type: ReportType;
  variant?: 'text' | 'outlined' | 'contained';
  /** Its text on phones too (react-admin's Button shows only its icon there): the /reports page's tools. */
  keepLabel?: boolean;
  /** The dialog's form (a ReportJobForm). */
  children: ReactNode;
}

export const ReportFormDialog = ({ label, title, icon, type, variant, keepLabel, children }: ReportFormDialogProps) => {
  const translate = useTranslate();
  const allowed = useCan('reports', type);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const id = `report-dialog-${type}`;
  return (
    <>
      <ReportOpenButton
        label={label}
        icon={icon}
        onClick={() => setOpen(true)}
        variant={variant}
        keepLabel={keepLabel}
      />
      <Dialog
        open={open}
        onClose={closeUnlessBackdrop(() => setOpen(false))}
        keepMounted
        fullWidth
        maxWidth="sm"
        aria-labelledby={id}
      >
        <DialogTitle id={id}>{translate(title ?? label)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('bo.reports.job.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
