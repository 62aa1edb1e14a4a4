import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A warning the user acknowledges with 'Entendido' ('Monto excedido', 'Cantidad excedida'):
 * `title` and `message` are i18n keys (a message that is no key, the server's, shows as it is).
 * `error` adds the error icon of the purchase form's refusals.
 */
export const NoticeDialog = ({
  open,
  title,
  message,
  onClose,
  error,
}: {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
  error?: boolean;
}) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {error ? <ErrorOutlineIcon color="error" aria-hidden /> : null}
        {translate(title)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{translate(message, { _: message })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('bo.payment_entry.understood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
