import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, ListContextProvider, Pagination, useList, useTranslate, type RaRecord } from 'react-admin';

/**
 * A titled, paginated table of rows the detail already holds (the client's orders or payments),
 * with its empty text. The sales issue feeds it the rows of its read model.
 */
export const HistoryTable = <T extends RaRecord>({
  title,
  empty,
  resource,
  rows,
  children,
}: {
  title: string;
  empty: string;
  resource: string;
  rows: T[];
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const list = useList<T>({ data: rows, perPage: 10 });
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <ListContextProvider value={list}>
          <DataTable<T>
            resource={resource}
            bulkActionButtons={false}
            rowClick={(id) => `/${resource}/${id}`}
            empty={
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                {translate(empty)}
              </Typography>
            }
          >
            {children}
          </DataTable>
          {list.total ? <Pagination rowsPerPageOptions={[10]} /> : null}
        </ListContextProvider>
      </CardContent>
    </Card>
  );
};
