/**
 * The digests an auditor keeps outside (issue 32, items 2 and 6): one a day and one at every
 * closing, with its date, kind, position, hash and count of events, each downloadable as PDF
 * and JSON, and a verify of the chain against it (a history rewritten with a recomputed chain
 * no longer matches the digest kept).
 */
import { Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../calendarDate';
import { Panel } from '../common/Panel';
import { Loaded } from './Loaded';
import { useApi } from '../data/useApi';
import { formatQuantity } from '../format';
import { auditApi, digestFileUrl } from './auditApi';
import { Hash } from './Hash';
import type { VerificationRunner } from './useVerification';

export const DigestsPanel = ({ runner }: { runner: VerificationRunner }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.audit.digests.${key}`, options);
  const state = useApi(() => auditApi.digests(), [], ['audit']);
  return (
    <Panel title="bo.audit.digests.title" testId="audit-digests">
      <Loaded state={state} error="bo.audit.digests.error" empty="bo.audit.digests.empty">
        {(data) => (
          <TableContainer sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('date')}</TableCell>
                  <TableCell>{t('kind')}</TableCell>
                  <TableCell>{t('position')}</TableCell>
                  <TableCell>{t('hash')}</TableCell>
                  <TableCell align="right">{t('events')}</TableCell>
                  <TableCell>{t('files')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((digest) => {
                  const date = formatCalendarDate(digest.date);
                  return (
                    <TableRow key={digest.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                      <TableCell>{t(`kinds.${digest.kind}`, { _: digest.kind })}</TableCell>
                      <TableCell>{digest.position}</TableCell>
                      <TableCell sx={{ minWidth: 180 }}>
                        <Hash value={digest.hash} />
                      </TableCell>
                      <TableCell align="right">{formatQuantity(digest.events)}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            component="a"
                            href={digestFileUrl(digest.id, 'pdf')}
                            download
                            aria-label={t('pdf_named', { date })}
                          >
                            {t('pdf')}
                          </Button>
                          <Button
                            size="small"
                            component="a"
                            href={digestFileUrl(digest.id, 'json')}
                            download
                            aria-label={t('json_named', { date })}
                          >
                            {t('json')}
                          </Button>
                          <Button
                            size="small"
                            onClick={() => runner.start(digest)}
                            disabled={runner.running}
                            aria-label={t('verify_named', { date })}
                          >
                            {t('verify')}
                          </Button>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Loaded>
    </Panel>
  );
};
