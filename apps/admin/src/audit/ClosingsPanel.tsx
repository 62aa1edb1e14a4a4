/**
 * The closed periods (issue 32, items 4 and 6): until which day, the note, who closed it and
 * when, and the chain's hash at that moment; admin closes a new one here (CloseForm).
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCan } from '../access/useCan';
import { formatCalendarDate } from '../calendarDate';
import { Panel } from '../common/Panel';
import { Loaded } from './Loaded';
import { useApi } from '../data/useApi';
import { formatDateTime } from '../format';
import { auditApi } from './auditApi';
import { CloseForm } from './CloseForm';
import { Hash } from './Hash';

export const ClosingsPanel = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`bo.audit.closings.${key}`);
  const mayClose = useCan('audit', 'close');
  const state = useApi(() => auditApi.closings(), [], ['audit']);
  return (
    <Panel title="bo.audit.closings.title" testId="audit-closings">
      <Loaded state={state} error="bo.audit.closings.error" empty="bo.audit.closings.empty">
        {(data) => (
          <TableContainer>
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('until')}</TableCell>
                  <TableCell>{t('note')}</TableCell>
                  <TableCell>{t('who')}</TableCell>
                  <TableCell>{t('when')}</TableCell>
                  <TableCell>{t('hash')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((closing) => (
                  <TableRow key={closing.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(closing.until)}</TableCell>
                    <TableCell>{closing.note ?? '—'}</TableCell>
                    <TableCell>{closing.user?.name ?? translate('bo.history.system')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(closing.at)}</TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      <Hash value={closing.hash} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Loaded>
      {mayClose ? <CloseForm lastUntil={state.data?.[0]?.until ?? null} /> : null}
    </Panel>
  );
};
