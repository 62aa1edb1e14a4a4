/**
 * /pos/{id}/show (sales.md, Sale detail: the 'POS' link): the sale's 80 mm ticket in dollars as
 * it prints (the server's PDF, framed at the roll's width) and 'Imprimir', which prints that PDF;
 * back to the sale, and 'Nueva venta' for those who sell.
 */
import { useRef } from 'react';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Loading, Title, TopToolbar, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useCan } from '../../access/useCan';
import { BackLink } from '../../common/BackLink';
import { detailPath } from '../../common/detailRoutes';
import { orderTicketUrl } from '../../orders/documents';
import type { OrderDetail } from '../../orders/types';

/** The roll is 80 mm (about 302 px) wide: the frame leaves room for the viewer's margins and scroll bar. */
const FRAME_WIDTH = 380;

export const PosTicket = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const canSell = useCan('orders', 'write');
  const frame = useRef<HTMLIFrameElement>(null);
  const { data: order, isPending, error } = useGetOne<OrderDetail>('orders', { id: id! });
  if (isPending) return <Loading />;
  if (error || !order) return <Typography sx={{ p: 2 }}>{translate('bo.pos.ticket_not_found')}</Typography>;
  const url = orderTicketUrl(order.id, 'usd');
  const title = translate('bo.pos.ticket_title', { number: order.number_order });

  // The framed PDF prints itself (same origin); should the browser not allow it, the PDF opens in
  // a tab of its own, where its viewer prints it.
  const print = () => {
    try {
      frame.current?.contentWindow?.focus();
      frame.current?.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };

  return (
    <Box>
      <Title title={title} />
      <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
        <BackLink to={detailPath('orders', order.id)} />
        <Stack direction="row" gap={1}>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={print}>
            {translate('bo.pos.print')}
          </Button>
          {canSell ? (
            <Button component={Link} to="/pos" startIcon={<AddShoppingCartIcon />}>
              {translate('bo.pos.new_sale')}
            </Button>
          ) : null}
        </Stack>
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
          <Box
            component="iframe"
            ref={frame}
            src={url}
            title={title}
            sx={{ width: FRAME_WIDTH, maxWidth: '100%', height: '70vh', border: 1, borderColor: 'divider' }}
          />
        </CardContent>
      </Card>
    </Box>
  );
};
