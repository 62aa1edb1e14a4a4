import { Box, Typography } from '@mui/material';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { CreateButton, DataTable, List, TopToolbar, Translate, useTranslate } from 'react-admin';
import type { Tax } from '../data/types';
import { PhoneList, type PhoneRow, useIsPhone } from '../common/PhoneList';
import { LOCALE, formatAmount, formatCopRate, formatDateTime } from '../format';
import { useCan } from '../access/useCan';
import { ListPagination } from '../common/ListPagination';
import { ListError } from '../common/ListError';

const TaxListActions = () => (
  <TopToolbar>
    <CreateButton label="bo.taxes.create" />
  </TopToolbar>
);

const TaxEmpty = ({ canWrite }: { canWrite: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <CurrencyExchangeIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ my: 2 }}>
        {translate('bo.taxes.empty')}
      </Typography>
      {canWrite ? <CreateButton label="bo.taxes.create" variant="contained" /> : null}
    </Box>
  );
};

/** On phones: the date, then 'Dólar (Bs) 36,50 · Peso (COP) 110,000000'. */
const phoneRow: PhoneRow<Tax> = {
  primary: (record) => formatDateTime(record.created_at),
  secondary: (record) => (
    <>
      <Translate i18nKey="bo.taxes.dollar" /> {formatAmount(record.change)} · <Translate i18nKey="bo.taxes.peso" />{' '}
      {formatCopRate(record.cop_change)}
    </>
  ),
};

/** /taxes: newest first; Fecha, 'Dólar (Bs)', 'Peso (COP)'; rows open /taxes/{id}/edit
 * (read-only there for the roles that do not keep the rates). On phones, one SimpleList row per rate. */
export const TaxList = () => {
  const canWrite = useCan('taxes', 'write');
  const isPhone = useIsPhone();
  return (
    <List<Tax>
      error={<ListError />}
      title="bo.taxes.list_title"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      actions={canWrite ? <TaxListActions /> : false}
      empty={<TaxEmpty canWrite={canWrite} />}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList<Tax> row={phoneRow} rowClick="edit" empty={<TaxEmpty canWrite={canWrite} />} />
      ) : (
        <DataTable<Tax> rowClick="edit" bulkActionButtons={false} empty={<TaxEmpty canWrite={canWrite} />}>
          <DataTable.Col
            source="created_at"
            label="bo.taxes.date"
            render={(record) => formatDateTime(record.created_at)}
          />
          <DataTable.NumberCol
            source="change"
            label="bo.taxes.dollar"
            locales={LOCALE}
            options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          />
          <DataTable.NumberCol
            source="cop_change"
            label="bo.taxes.peso"
            locales={LOCALE}
            options={{ minimumFractionDigits: 2, maximumFractionDigits: 6 }}
          />
        </DataTable>
      )}
    </List>
  );
};
