/** Why this file exists: a sale's page lists the returns made of it (issue 13). */
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useCan } from '../../access/useCan';
import { detailPath } from '../../common/detailRoutes';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import { Panel } from '../../common/Panel';
import { returnTypeLabel } from '../../devolutions/labels';
import { StatusBadge } from '../../devolutions/StatusBadge';
import { formatDateTime24, formatUsd } from '../../format';
import { RETURNABLE_STATES } from '../states';
import { useOrderDetail } from './useOrderDetail';

/**
 * The sale's devolutions (issue 13): number, date (24-hour), type, status and amount, each row
 * opening /devolutions/{id}; 'No hay devoluciones registradas.' when none; and, for those who
 * register returns, 'Registrar devolución' (the return form with this sale picked) while the sale
 * has units left to return.
 */
export const OrderDevolutions = () => {
  const order = useOrderDetail();
  const translate = useTranslate();
  const navigate = useNavigate();
  const mayRegister = useCan('devolutions', 'write');
  const mayRead = useCan('devolutions', 'read');
  if (!order || !mayRead) return null;
  const t = (key: string) => translate(`bo.orders.${key}`);
  const devolutions = order.devolutions ?? [];
  const returnable =
    RETURNABLE_STATES.includes(order.order_state) &&
    order.products.some((line) => line.quantity > (line.returned_quantity ?? 0));
  return (
    <Panel title="bo.orders.devolutions" testId="order-devolutions">
      <TableContainer>
        <Table size="small" aria-label={t('devolutions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('devolution_number')}</TableCell>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('devolution_type')}</TableCell>
              <TableCell>{t('devolution_status')}</TableCell>
              <TableCell align="right">{t('devolution_amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {devolutions.map((devolution) => (
              <TableRow
                key={String(devolution.id)}
                hover
                onClick={() => navigate(detailPath('devolutions', devolution.id))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <Link to={detailPath('devolutions', devolution.id)} onClick={(event) => event.stopPropagation()}>
                    {`#${devolution.number}`}
                  </Link>
                </TableCell>
                <TableCell>{formatDateTime24(devolution.created_at)}</TableCell>
                <TableCell>{translate(returnTypeLabel(devolution.return_type))}</TableCell>
                <TableCell>
                  <StatusBadge status={devolution.status} />
                </TableCell>
                <TableCell align="right">{formatUsd(devolution.total_amount)}</TableCell>
              </TableRow>
            ))}
            {devolutions.length === 0 ? <EmptyTableRow columns={5} text={t('no_devolutions')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      {mayRegister && returnable ? (
        <Box sx={{ mt: 2 }}>
          {/* MUI's Button keeps its text on phones (react-admin's leaves a bare icon there). */}
          <Button
            component={Link}
            to={`/devolutions/create?order_id=${encodeURIComponent(String(order.id))}`}
            startIcon={<AssignmentReturnIcon />}
            size="small"
          >
            {translate('bo.orders.new_devolution')}
          </Button>
        </Box>
      ) : null}
    </Panel>
  );
};
