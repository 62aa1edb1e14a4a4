import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Box } from '@mui/material';
import { TopToolbar } from 'react-admin';
import { useCan } from '../../access/useCan';
import { BackLink } from '../../common/BackLink';
import { FileLink } from '../../common/FileLink';
import { isSettled } from '../status';
import { ShoppingCommandButton } from './ShoppingCommandButton';
import { useShoppingDetail } from './useShoppingDetail';

/**
 * Back to /shoppings; 'Imprimir' (the purchase's PDF in a new tab); 'Marcar como pagada' while neither paid nor cancelled, and 'Anular compra'
 * while not cancelled (RULES.md Purchases), each after its confirmation and for those the access
 * table lets (admin, financial). The server's refusal (409) is told in a toast.
 */
export const ShoppingActions = () => {
  const shopping = useShoppingDetail();
  const mayMarkPaid = useCan('shoppings', 'paid');
  const mayCancel = useCan('shoppings', 'cancel');
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to="/shoppings" />
      {shopping ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <FileLink path={`shoppings/${shopping.id}/report`} label="bo.shoppings.print" icon={<PrintIcon />} />
          {shopping.withholding_voucher ? (
            // Issue 33: the IVA withholding voucher's PDF.
            <FileLink
              path={`shoppings/${shopping.id}/withholding`}
              label="bo.shopping_fiscal.voucher"
              icon={<ReceiptIcon />}
            />
          ) : null}
          {mayMarkPaid && !isSettled(shopping) ? (
            <ShoppingCommandButton
              id={shopping.id}
              label="bo.shoppings.mark_paid"
              icon={<DoneAllIcon />}
              command="paid"
              color="success"
              confirm={{ title: 'bo.shoppings.mark_paid_title', content: 'bo.shoppings.mark_paid_confirm' }}
              success="bo.shoppings.marked_paid"
            />
          ) : null}
          {mayCancel && shopping.status !== 'cancelled' ? (
            <ShoppingCommandButton
              id={shopping.id}
              label="bo.shoppings.cancel"
              icon={<BlockIcon />}
              command="cancel"
              color="error"
              confirm={{ title: 'bo.shoppings.cancel_title', content: 'bo.shoppings.cancel_confirm' }}
              success="bo.shoppings.cancelled"
            />
          ) : null}
        </Box>
      ) : null}
    </TopToolbar>
  );
};
