/**
 * Why this file exists: a new sale may take several payments before it is sent (issue 31: part by
 * credit note and part in cash, or in two currencies). The sale form and the POS pay step list
 * them alike, each with its method, dollars, bolivars and reference, and a button to remove it.
 */
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatBs, formatUsd } from '../format';
import type { NewPayment, PaymentMethod } from './paymentMath';
import { IgtfNotice } from '../fiscal-sales/IgtfNotice';

const ALL_METHODS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

export const PaymentList = ({
  payments,
  onRemove,
}: {
  payments: ReadonlyArray<NewPayment>;
  onRemove?: (index: number) => void;
}) => {
  const translate = useTranslate();
  const { data: methods = [] } = useGetList<PaymentMethod>('payment-methods', ALL_METHODS);
  if (payments.length === 0) return null;
  return (
    <List dense aria-label={translate('bo.payment_entry.list')} data-testid="sale-payments">
      {payments.map((payment, index) => {
        const method = methods.find((candidate) => String(candidate.id) === String(payment.method));
        const name = method?.name ?? '';
        const amounts =
          payment.exchange_rate === null
            ? formatUsd(payment.amount)
            : `${formatUsd(payment.amount)} (${formatBs(payment.amount_bs)})`;
        return (
          <ListItem
            key={index}
            disableGutters
            secondaryAction={
              onRemove ? (
                <Button size="small" onClick={() => onRemove(index)}>
                  {translate('bo.payment_entry.remove', { name })}
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={
                <Typography component="span">
                  {`${name}: ${amounts}`}
                  <IgtfNotice method={method} amount={payment.amount} inline />
                </Typography>
              }
              secondary={
                payment.reference ? `${translate('bo.payment_entry.reference')}: ${payment.reference}` : undefined
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
};
