import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import BlockIcon from '@mui/icons-material/Block';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box } from '@mui/material';
import { Button, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { BackLink } from '../../common/BackLink';
import { useCan } from '../../access/useCan';
import type { OrderDetail } from '../types';
import { CommandButton } from './CommandButton';
import { useOrderDetail } from './useOrderDetail';

/** Cancel only without payments, while an estimate or a request (sales.md sections 2 and 4). */
const mayCancel = (order: OrderDetail) =>
  (order.order_state === 'estimate' || order.order_state === 'request') && order.pays.length === 0;

/**
 * Back to /orders; for those who sell: 'Procesar orden' on an estimate, 'Anular orden' (after
 * '¿Está seguro que desea anular esta orden?'), and 'Nueva venta' to /pos once it is not a request.
 */
export const OrderActions = () => {
  const order = useOrderDetail();
  const canSell = useCan('orders', 'write');
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to="/orders" />
      {order && canSell ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {order.order_state === 'estimate' ? (
            <CommandButton
              label="bo.orders.process"
              icon={<PlayArrowIcon />}
              command="process"
              success="bo.orders.processed"
            />
          ) : null}
          {mayCancel(order) ? (
            <CommandButton
              label="bo.orders.cancel"
              icon={<BlockIcon />}
              command="cancel"
              color="error"
              confirm={{ title: 'bo.orders.cancel_title', content: 'bo.orders.cancel_confirm' }}
              success="bo.orders.cancelled"
            />
          ) : null}
          {order.order_state !== 'request' ? (
            <Button component={Link} to="/pos" label="bo.orders.new_sale">
              <AddShoppingCartIcon />
            </Button>
          ) : null}
        </Box>
      ) : null}
    </TopToolbar>
  );
};
