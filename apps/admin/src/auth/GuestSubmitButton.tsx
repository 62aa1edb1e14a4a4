/**
 * The guest pages' submit button (sign-in, the dealer application): full width, disabled with a
 * spinner and its 'sending' text while the form is on its way, so a double click sends it once.
 */
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const GuestSubmitButton = ({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  /** Message keys: 'bo.login.submit', 'bo.login.sending'. */
  label: string;
  sendingLabel: string;
}) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={sending}
      startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {translate(sending ? sendingLabel : label)}
    </Button>
  );
};
