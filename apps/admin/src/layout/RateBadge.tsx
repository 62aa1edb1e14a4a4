import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useApi } from '../data/useApi';
import { formatAmount } from '../format';

/**
 * '1$ = 36,50 BsD', linking to /taxes. Read from GET /api/taxes/current and read again after
 * any rate is created, edited or deleted ('1$ = 0,00 BsD' while there is none).
 */
export const RateBadge = () => {
  const translate = useTranslate();
  const { data } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  return (
    <Button
      component={Link}
      to="/taxes"
      color="inherit"
      size="small"
      title={translate('bo.header.rate_title')}
      data-testid="current-rate"
      sx={{ textTransform: 'none', whiteSpace: 'nowrap', fontWeight: 600, minWidth: 0 }}
    >
      {translate('bo.header.rate', { rate: formatAmount(data?.change ?? 0) })}
    </Button>
  );
};
