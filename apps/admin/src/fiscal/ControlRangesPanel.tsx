/**
 * The authorised control-number ranges of 'Configuración fiscal': each with its first and last
 * number, the next one and how many are left, a warning when fewer than 50 remain in all
 * (`control_numbers_low`), and for admin a form to register a new range.
 */
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useCan } from '../access/useCan';
import { Panel } from '../common/Panel';
import { Loaded } from '../audit/Loaded';
import { announceChange } from '../data/changes';
import { useApi } from '../data/useApi';
import { useSubmission } from '../data/useSubmission';
import { formatQuantity } from '../format';
import { fiscalApi, refusalOf } from './fiscalApi';
import type { ControlRange } from './types';

const stateOf = (range: ControlRange) => (range.active ? 'active_yes' : range.left === 0 ? 'used_up' : 'waiting');

const RangeForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`bo.fiscal.ranges.${key}`);
  const { submit, submitting } = useSubmission();
  const [values, setValues] = useState({ prefix: '', from: '', to: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const register = () =>
    submit(async () => {
      try {
        await fiscalApi.registerRange(values);
        setValues({ prefix: '', from: '', to: '' });
        setErrors({});
        setRefusal(null);
        notify(t('registered'), { type: 'success' });
        announceChange('fiscal');
      } catch (error) {
        const { fields, message } = refusalOf(error);
        setErrors(fields);
        setRefusal(message);
      }
    });
  const field = (name: 'prefix' | 'from' | 'to') => (
    <TextField
      label={t(name)}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      size="small"
      slotProps={{ htmlInput: name === 'prefix' ? {} : { inputMode: 'numeric' } }}
    />
  );
  return (
    <Box component="section" aria-labelledby="range-form-title" sx={{ mt: 2 }}>
      <Box component="h3" id="range-form-title" sx={{ typography: 'subtitle1', m: 0, mb: 1 }}>
        {t('form_title')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {field('prefix')}
        {field('from')}
        {field('to')}
        <Button variant="contained" onClick={() => void register()} disabled={submitting}>
          {t('register')}
        </Button>
      </Box>
      {refusal ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(refusal, { _: refusal })}
        </Alert>
      ) : null}
    </Box>
  );
};

export const ControlRangesPanel = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.fiscal.ranges.${key}`, options);
  const mayWrite = useCan('fiscal', 'write');
  const ranges = useApi(() => fiscalApi.ranges(), [], ['fiscal']);
  const settings = useApi(() => fiscalApi.settings(), [], ['fiscal']);
  return (
    <Panel title="bo.fiscal.ranges.title" testId="fiscal-ranges">
      {settings.data?.control_numbers_low ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('low', { count: formatQuantity(settings.data.control_numbers_left) })}
        </Alert>
      ) : null}
      <Loaded state={ranges} error="bo.fiscal.error" empty="bo.fiscal.ranges.empty">
        {(data) => (
          <TableContainer>
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('prefix')}</TableCell>
                  <TableCell>{t('from')}</TableCell>
                  <TableCell>{t('to')}</TableCell>
                  <TableCell align="right">{t('left')}</TableCell>
                  <TableCell>{t('active')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((range) => (
                  <TableRow key={range.id}>
                    <TableCell>{range.prefix || '—'}</TableCell>
                    <TableCell>{range.first}</TableCell>
                    <TableCell>{range.last}</TableCell>
                    <TableCell align="right">{formatQuantity(range.left)}</TableCell>
                    <TableCell>{t(stateOf(range))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Loaded>
      {mayWrite ? <RangeForm /> : null}
    </Panel>
  );
};
