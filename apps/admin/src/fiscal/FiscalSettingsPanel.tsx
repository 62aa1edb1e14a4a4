/**
 * The regime and IGTF terms of 'Configuración fiscal': a form for admin (read-only for the
 * auditor); a change of regime is confirmed in a dialog before it is saved. The server's field
 * refusals show under their fields, a rule's refusal above the button.
 */
import { Alert, Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useCan } from '../access/useCan';
import { Panel } from '../common/Panel';
import { Loaded } from '../audit/Loaded';
import { announceChange } from '../data/changes';
import { useApi } from '../data/useApi';
import { useSubmission } from '../data/useSubmission';
import { ConfirmDialog } from './ConfirmDialog';
import { fiscalApi, refusalOf } from './fiscalApi';
import { FISCAL_REGIMES, type FiscalRegime, type FiscalSettings } from './types';

const Form = ({ settings }: { settings: FiscalSettings }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.fiscal.settings.${key}`, options);
  const mayWrite = useCan('fiscal', 'write');
  const { submit, submitting } = useSubmission();
  const [regime, setRegime] = useState<FiscalRegime>(settings.regime);
  const [agent, setAgent] = useState(settings.igtf_agent);
  const [rate, setRate] = useState(settings.igtf_rate);
  const [next, setNext] = useState(String(settings.next_invoice_number));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setRegime(settings.regime);
    setAgent(settings.igtf_agent);
    setRate(settings.igtf_rate);
    setNext(String(settings.next_invoice_number));
  }, [settings]);

  const save = () =>
    submit(async () => {
      setConfirming(false);
      try {
        await fiscalApi.saveSettings({
          regime,
          igtf_agent: agent,
          igtf_rate: rate,
          ...(settings.invoicing_started ? {} : { next_invoice_number: next }),
        });
        setErrors({});
        setRefusal(null);
        notify(t('saved'), { type: 'success' });
        announceChange('fiscal');
      } catch (error) {
        const { fields, message } = refusalOf(error);
        setErrors(fields);
        setRefusal(message);
      }
    });
  const ask = () => (regime !== settings.regime ? setConfirming(true) : void save());
  const disabled = !mayWrite || submitting;

  return (
    <Stack spacing={2} component="form" aria-label={t('title')} onSubmit={(event) => event.preventDefault()}>
      {mayWrite ? null : <Alert severity="info">{t('read_only')}</Alert>}
      <TextField
        select
        label={t('regime')}
        value={regime}
        onChange={(event) => setRegime(event.target.value as FiscalRegime)}
        disabled={disabled}
        error={Boolean(errors.regime)}
        helperText={errors.regime ?? ' '}
        size="small"
        sx={{ maxWidth: 360 }}
      >
        {FISCAL_REGIMES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`regimes.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={agent} onChange={(event) => setAgent(event.target.checked)} disabled={disabled} />}
        label={t('igtf_agent')}
      />
      <Stack direction="row" flexWrap="wrap" gap={2}>
        <TextField
          label={t('igtf_rate')}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          disabled={disabled}
          error={Boolean(errors.igtf_rate)}
          helperText={errors.igtf_rate ?? ' '}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('next_invoice_number')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          disabled={disabled || settings.invoicing_started}
          error={Boolean(errors.next_invoice_number)}
          helperText={errors.next_invoice_number ?? (settings.invoicing_started ? t('next_invoice_started') : ' ')}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      {refusal ? <Alert severity="error">{translate(refusal, { _: refusal })}</Alert> : null}
      {mayWrite ? (
        <div>
          <Button variant="contained" onClick={ask} disabled={submitting}>
            {t('save')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        id="regime-confirm-title"
        open={confirming}
        title={t('confirm_title')}
        text={t('confirm', { regime: t(`regimes.${regime}`) })}
        confirm={t('confirm_button')}
        cancel={t('cancel')}
        busy={submitting}
        onClose={() => setConfirming(false)}
        onConfirm={() => void save()}
      />
    </Stack>
  );
};

export const FiscalSettingsPanel = () => {
  const state = useApi(() => fiscalApi.settings(), [], ['fiscal']);
  return (
    <Panel title="bo.fiscal.settings.title" testId="fiscal-settings">
      <Loaded state={state} error="bo.fiscal.error">
        {(settings) => <Form settings={settings} />}
      </Loaded>
    </Panel>
  );
};
