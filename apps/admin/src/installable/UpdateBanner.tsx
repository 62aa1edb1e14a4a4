// Issue 34: the banner that announces a new version of the admin, and the one button that applies it.
import { Button, Snackbar } from '@mui/material';
import { useAppUpdate } from './useAppUpdate';

/**
 * 'Hay una nueva versión: recargar' while a new version waits: a snackbar that blocks nothing (the
 * sale goes on under it) and stays until 'Recargar' is pressed; only that reloads the page (the POS
 * cart is kept for the reload: pos/cart/cartDraft.ts).
 */
export const UpdateBanner = () => {
  const { waiting, reload } = useAppUpdate();
  return (
    <Snackbar
      open={waiting}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      message="Hay una nueva versión: recargar"
      action={
        <Button size="small" onClick={reload} sx={{ color: '#80cbc4', fontWeight: 700 }}>
          Recargar
        </Button>
      }
    />
  );
};
