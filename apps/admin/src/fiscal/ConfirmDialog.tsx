/**
 * Why this file exists: the fiscal commands that are final (a change of regime, issuing an
 * invoice) ask first in the same dialog: a title, what will happen, cancel and confirm.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export const ConfirmDialog = ({
  id,
  open,
  title,
  text,
  confirm,
  cancel,
  busy,
  onClose,
  onConfirm,
}: {
  id: string;
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) => (
  <Dialog open={open} onClose={onClose} aria-labelledby={id}>
    <DialogTitle id={id}>{title}</DialogTitle>
    <DialogContent>
      <DialogContentText>{text}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>{cancel}</Button>
      <Button variant="contained" onClick={onConfirm} disabled={busy}>
        {confirm}
      </Button>
    </DialogActions>
  </Dialog>
);
