import { Box, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { joined, PhoneList, type PhoneRow, useIsPhone } from '../common/PhoneList';
import type { LogEntry } from '../data/types';
import { formatDateTime } from '../format';
import { LogDescription } from './LogDescription';
import { ListPagination } from '../common/ListPagination';
import { ListError } from '../common/ListError';

const LogEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <HistoryIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {translate('bo.logs.empty')}
      </Typography>
    </Box>
  );
};

const logFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** On phones: what happened, then when, who and its category. */
const phoneRow: PhoneRow<LogEntry> = {
  primary: (record) => <LogDescription entry={record} />,
  secondary: (record) => joined(formatDateTime(record.created_at), record.user_name, record.category),
};

/**
 * /logs: read-only activity log, one row per command, searched (150 ms debounce), newest first;
 * on phones, one SimpleList row per entry.
 */
export const LogList = () => {
  const isPhone = useIsPhone();
  return (
    <List<LogEntry>
      error={<ListError />}
      title="bo.logs.title"
      filters={logFilters}
      debounce={150}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      actions={false}
      empty={<LogEmpty />}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList<LogEntry> row={phoneRow} empty={<LogEmpty />} />
      ) : (
        <DataTable<LogEntry> bulkActionButtons={false} rowClick={false} empty={<LogEmpty />}>
          <DataTable.Col
            source="created_at"
            label="bo.logs.date"
            render={(record) => formatDateTime(record.created_at)}
          />
          <DataTable.Col source="user_name" label="bo.logs.user" disableSort />
          <DataTable.Col<LogEntry>
            source="description"
            label="bo.logs.description"
            disableSort
            render={(record) => <LogDescription entry={record} />}
          />
          <DataTable.Col source="category" label="bo.logs.category" />
        </DataTable>
      )}
    </List>
  );
};
