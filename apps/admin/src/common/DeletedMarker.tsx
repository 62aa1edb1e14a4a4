import type { ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The trash icon a deleted record shows in its list row. */
export const DeletedMarker = () => {
  const record = useRecordContext<{ deleted_at?: string | null }>();
  const translate = useTranslate();
  if (!record?.deleted_at) return null;
  const label = translate('bo.common.deleted');
  return (
    <Tooltip title={label}>
      <DeleteIcon fontSize="small" color="error" titleAccess={label} sx={{ verticalAlign: 'middle', ml: 0.5 }} />
    </Tooltip>
  );
};

/** A list cell's text followed by the trash marker when the row's record is deleted. */
export const withDeletedMarker = (text: ReactNode) => (
  <>
    {text}
    <DeletedMarker />
  </>
);
