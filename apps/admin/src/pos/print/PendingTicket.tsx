import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatQuantity, formatUsd } from '../../format';
import type { OutboxSale } from '../../offline/deviceDb';

/**
 * Issue 34: the print step of a sale kept in the device's outbox (no connection when it was sent):
 * the screen says it was saved and will be sent, and the ticket, marked 'Pendiente de
 * sincronizar', prints from the page itself (the server's PDF needs the sale recorded).
 */
export const PendingTicket = ({ sale, onNewSale }: { sale: OutboxSale; onNewSale: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.pos.${key}`, options);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Alert severity="warning" sx={{ mb: 2 }} role="status">
        {translate('bo.outbox.saved_offline')}
      </Alert>
      <Card variant="outlined" className="pos-receipt">
        <CardContent>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {translate('bo.outbox.ticket_title')}
            </Typography>
            <Chip color="warning" label={translate('bo.outbox.pending_sync')} data-testid="pending-sync" />
          </Box>
          <Typography color="text.secondary">
            {sale.summary.client} · {new Date(sale.recorded_at).toLocaleString('es-VE')}
          </Typography>
          <Table size="small" aria-label={t('receipt_lines')} sx={{ my: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('product')}</TableCell>
                <TableCell align="right">{t('quantity')}</TableCell>
                <TableCell align="right">{t('price')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sale.summary.lines.map((line) => (
                <TableRow key={line.product_id}>
                  <TableCell>
                    {line.code} {line.name}
                  </TableCell>
                  <TableCell align="right">{formatQuantity(line.quantity)}</TableCell>
                  <TableCell align="right">{formatUsd(line.price)}</TableCell>
                  <TableCell align="right">{formatUsd(line.price * line.quantity)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography fontWeight={700}>{t('total')}</Typography>
            <Typography fontWeight={700}>{formatUsd(sale.summary.total)}</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'flex-end', displayPrint: 'none' }}>
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('print_ticket')}
            </Button>
            <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={onNewSale}>
              {t('new_sale')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
