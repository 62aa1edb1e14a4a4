import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { GuestSubmitButton } from '../auth/GuestSubmitButton';
import { GuestLayout } from '../auth/GuestLayout';
import type { ApiErrorBody } from '../data/types';
import { AccountLogo } from './AccountLogo';
import { fetchStates, fetchTowns, sendApplication, type Place } from './applyApi';
import { useDocumentTitle } from '../common/documentTitle';

const FIELDS = [
  'name',
  'lastname',
  'idType',
  'identification',
  'company',
  'state',
  'town',
  'address',
  'email',
  'phone',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const ID_TYPES = ['V', 'E', 'J', 'G'];
const MAX_IDENTIFICATION = 12;
const EMPTY: Values = {
  name: '',
  lastname: '',
  idType: 'V',
  identification: '',
  company: '',
  state: '',
  town: '',
  address: '',
  email: '',
  phone: '',
};

/**
 * The public page 'Aplicar para distribuidor' (no session, guest layout), under the account's logo
 * (or a storefront icon without one): every field required;
 * identification and phone digits only, an identification over 12 characters is cleared with
 * 'No puede ser mayor a de 12'; the towns reload when the state changes; a hidden honeypot field;
 * 'Aplicar' sends it and opens the thank-you page. The server's field messages show under the fields.
 */
export const DealerApplyPage = () => {
  const translate = useTranslate();
  // The public pages are not the back office's: the tab says only what the page is.
  useDocumentTitle(translate('bo.dealer_apply.title'));
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [states, setStates] = useState<Place[]>([]);
  const [towns, setTowns] = useState<Place[]>([]);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    fetchStates()
      .then(setStates)
      .catch(() => setRefusal(translate('bo.dealer_apply.failed')));
  }, [translate]);

  useEffect(() => {
    setTowns([]);
    if (!values.state) return undefined;
    let current = true;
    fetchTowns(values.state)
      .then((found) => current && setTowns(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [values.state]);

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value, ...(field === 'state' ? { town: '' } : {}) }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const digitsOnly = (field: 'identification' | 'phone') => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    if (field === 'identification' && digits.length > MAX_IDENTIFICATION) {
      set(field, '');
      setErrors((previous) => ({ ...previous, identification: translate('bo.dealer_apply.too_long') }));
      return;
    }
    set(field, digits);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const required = translate('bo.validation.required');
    const missing = Object.fromEntries(
      FIELDS.filter((field) => !values[field].trim()).map((field) => [field, required]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      await sendApplication({ ...values, website });
      navigate('/apply/thanks');
    } catch (error) {
      const body = (error instanceof HttpError ? error.body : undefined) as ApiErrorBody | undefined;
      const fieldErrors = Object.fromEntries(
        Object.entries(body?.errors ?? {}).map(([field, messages]) => [
          field,
          Array.isArray(messages) ? messages.join(' ') : String(messages),
        ]),
      );
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setRefusal(body?.message || translate('bo.dealer_apply.failed'));
      setSending(false);
    }
  };

  const text = (field: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`apply-${field}`}
      name={field}
      label={translate(`bo.dealer_apply.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      disabled={sending}
      required
      fullWidth
      {...extra}
    />
  );
  const choices = (field: 'idType' | 'state' | 'town', options: { value: string; label: string }[]) =>
    text(field, {
      select: true,
      slotProps: { select: { native: true }, inputLabel: { shrink: true } },
      children: [
        ...(field === 'idType' ? [] : [{ value: '', label: translate('bo.dealer_apply.choose') }]),
        ...options,
      ].map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    });

  return (
    <GuestLayout>
      <Card elevation={6}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <AccountLogo />
            <Typography component="h1" variant="h5" textAlign="center">
              {translate('bo.dealer_apply.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" textAlign="center">
              {translate('bo.dealer_apply.intro')}
            </Typography>
          </Box>
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {text('name', { autoComplete: 'given-name', autoFocus: true })}
            {text('lastname', { autoComplete: 'family-name' })}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Box sx={{ width: 96, flexShrink: 0 }}>
                {choices(
                  'idType',
                  ID_TYPES.map((type) => ({ value: type, label: type })),
                )}
              </Box>
              {text('identification', {
                onChange: digitsOnly('identification'),
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              })}
            </Box>
            {text('company', { autoComplete: 'organization' })}
            {choices(
              'state',
              states.map((state) => ({ value: String(state.id), label: state.name })),
            )}
            {choices(
              'town',
              towns.map((town) => ({ value: String(town.id), label: town.name })),
            )}
            {text('address', { autoComplete: 'street-address', multiline: true, minRows: 2 })}
            {text('email', { type: 'email', autoComplete: 'email' })}
            {text('phone', {
              type: 'tel',
              autoComplete: 'tel',
              onChange: digitsOnly('phone'),
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })}
            {/* The honeypot: off screen and out of the tab order; a person never fills it. */}
            <Box
              aria-hidden="true"
              sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
            >
              <label htmlFor="apply-website">{translate('bo.dealer_apply.honeypot')}</label>
              <input
                id="apply-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </Box>
            <GuestSubmitButton
              sending={sending}
              label="bo.dealer_apply.submit"
              sendingLabel="bo.dealer_apply.sending"
            />
            <Button href="/login" size="small">
              {translate('bo.dealer_apply.back_to_login')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </GuestLayout>
  );
};
