import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A warning the user acknowledges with 'Entendido' ('Monto excedido', 'Cantidad excedida'):
 * `title` and `message` are i18n keys.
 */
export const NoticeDialog = ({
  open,
  title,
  message,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{translate(message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('bo.payment_entry.understood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
