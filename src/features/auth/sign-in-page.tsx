import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLogin } from '../../../generated/api/auth/auth';
import { t } from '../../i18n';
import { browser } from '../../lib/browser';
import { dismiss, notify } from '../../lib/notifications';
import { storeToken } from '../../lib/token-storage';
import { signInFailureMessage } from './sign-in-failure';
import { SignInField } from './sign-in-field';
import { validateSignIn, type SignInValues } from './validate-sign-in';

type Field = keyof SignInValues;

export interface SignInPageProps {
  /** The brand mark shown above the form (the app passes the environment logo). */
  logo?: ReactNode;
}

/** Sign-in screen (spec 1 §2.4, §4.4): validate, submit, store the token and reload. */
export function SignInPage({ logo }: SignInPageProps) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  /** The toast of the last failed attempt; a new attempt takes it away. */
  const failure = useRef<number | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const login = useLogin({
    mutation: {
      onSuccess: (response) => {
        storeToken(response.token);
        browser.reload();
      },
      onError: (error) => {
        failure.current = notify({ severity: 'error', message: signInFailureMessage(error) });
      },
    },
  });

  const errors = validateSignIn(values);
  const visibleError = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    if (failure.current !== null) dismiss(failure.current);
    failure.current = null;
    login.mutate({ data: { email: values.email.trim(), password: values.password } });
  };

  const emailError = visibleError('email');
  const passwordError = visibleError('password');

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        px: 2,
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 448, p: { xs: 3, sm: 5 } }}>
        {logo ? <Box sx={{ mb: 4 }}>{logo}</Box> : null}
        <Typography variant="h1" sx={{ fontSize: '1.625rem', mb: 1 }}>
          {t('auth.signIn.headline')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('auth.signIn.subtitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('auth.signIn.submit')}>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <SignInField
              id="sign-in-email"
              name="email"
              type="email"
              label={t('auth.signIn.email')}
              autoComplete="username"
              inputRef={emailRef}
              value={values.email}
              onChange={change('email')}
              onBlur={blur('email')}
              error={emailError}
            />
            <SignInField
              id="sign-in-password"
              name="password"
              type="password"
              label={t('auth.signIn.password')}
              autoComplete="current-password"
              inputRef={passwordRef}
              value={values.password}
              onChange={change('password')}
              onBlur={blur('password')}
              error={passwordError}
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
              {t('auth.signIn.submit')}
            </Button>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('auth.signIn.invitationHint')}
        </Typography>
      </Paper>
    </Box>
  );
}
