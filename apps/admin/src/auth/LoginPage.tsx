import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { HttpError, useCheckAuth, useLogin, useNavigate, useNotify, useTranslate } from 'react-admin';
import { GuestBadge } from './GuestBadge';
import { GuestSubmitButton } from './GuestSubmitButton';
import { GuestLayout } from './GuestLayout';
import type { ApiErrorBody } from '../data/types';
import { documentTitle, useDocumentTitle } from '../common/documentTitle';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const firstMessage = (value: string[] | string | undefined) => (Array.isArray(value) ? value.join(' ') : value);

/** `/login`: email, password, 'Mantener sesión iniciada'; field errors under the fields. */
export const LoginPage = () => {
  const translate = useTranslate();
  useDocumentTitle(documentTitle(translate('bo.login.title')));
  const login = useLogin();
  const notify = useNotify();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  // Already signed in: go straight to the dashboard.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const validate = (): FieldErrors => {
    const required = translate('bo.validation.required');
    const found: FieldErrors = {};
    if (!email.trim()) found.email = required;
    if (!password) found.password = required;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clientErrors = validate();
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    setSending(true);
    try {
      await login({ email: email.trim(), password, remember });
    } catch (error) {
      const body = (error instanceof HttpError ? error.body : undefined) as ApiErrorBody | undefined;
      const serverErrors: FieldErrors = {
        email: firstMessage(body?.errors?.email),
        password: firstMessage(body?.errors?.password),
      };
      if (serverErrors.email || serverErrors.password) {
        setErrors(serverErrors);
      } else {
        notify(body?.message || (error instanceof Error && error.message) || 'bo.login.failed', { type: 'error' });
      }
      setSending(false);
    }
  };

  return (
    <GuestLayout>
      <Card elevation={6}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <GuestBadge size={48}>
              <LockOutlinedIcon />
            </GuestBadge>
            <Typography component="h1" variant="h5">
              {translate('bo.login.title')}
            </Typography>
          </Box>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextField
              id="login-email"
              name="email"
              type="email"
              label={translate('bo.login.email')}
              autoComplete="username"
              autoFocus
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email}
              disabled={sending}
            />
            <TextField
              id="login-password"
              name="password"
              type="password"
              label={translate('bo.login.password')}
              autoComplete="current-password"
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
              disabled={sending}
            />
            <FormControlLabel
              control={
                <Checkbox
                  name="remember"
                  checked={remember}
                  onChange={(event) => setRemember(event.target.checked)}
                  disabled={sending}
                />
              }
              label={translate('bo.login.remember')}
            />
            <GuestSubmitButton sending={sending} label="bo.login.submit" sendingLabel="bo.login.sending" />
            <Button href="/apply" size="small">
              {translate('bo.dealer_apply.link')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </GuestLayout>
  );
};
