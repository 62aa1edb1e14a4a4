/**
 * Why this file exists: the buttons that ask or open a report sit in two places: the lists'
 * toolbars, where react-admin's Button shows only its icon on phones (with its text as tooltip),
 * and the /reports page's tools, whose text stays on phones (`keepLabel`).
 */
import type { ReactElement } from 'react';
import { Button as MuiButton } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

export interface ReportOpenButtonProps {
  /** An i18n key. */
  label: string;
  icon?: ReactElement;
  onClick: () => void;
  variant?: 'text' | 'outlined' | 'contained';
  keepLabel?: boolean;
}

export const ReportOpenButton = ({ label, icon, onClick, variant, keepLabel }: ReportOpenButtonProps) => {
  const translate = useTranslate();
  if (keepLabel)
    return (
      <MuiButton onClick={onClick} variant={variant} startIcon={icon} size="small">
        {translate(label)}
      </MuiButton>
    );
  return (
    <Button label={label} onClick={onClick} variant={variant}>
      {icon}
    </Button>
  );
};
