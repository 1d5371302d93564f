import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react';
import { t } from '@/i18n';
import { SignInField } from './sign-in-field';
import type { SignInErrors, SignInValues } from './validate-sign-in';

type Field = keyof SignInValues;

export interface SignInScreenProps {
  logo?: ReactNode;
  values: SignInValues;
  /** The errors to show now (after a blur or a submit). */
  errors?: SignInErrors;
  pending?: boolean;
  /**
   * The pre-rendered shell in index.html (scripts/prerender.mjs): painted before the app's JavaScript runs,
   * so its inputs are read-only and its button disabled until the app takes over.
   */
  shell?: boolean;
  emailRef?: Ref<HTMLInputElement>;
  passwordRef?: Ref<HTMLInputElement>;
  onChange?: (field: Field) => (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (field: Field) => () => void;
  onSubmit?: (event: FormEvent) => void;
  /** Focus anywhere in the form (the page loads its API client then). */
  onFocus?: () => void;
  /** The demo account's address when the server seeded the demo data (never in production mode). */
  demoEmail?: string | null;
}

const ignore = () => () => undefined;

/** The look of the sign-in screen (spec 1 §2.4): the page (sign-in-page.tsx) and the pre-rendered shell. */
export function SignInScreen({
  logo,
  values,
  errors = {},
  pending = false,
  shell = false,
  emailRef,
  passwordRef,
  onChange = ignore,
  onBlur = ignore,
  onSubmit,
  onFocus,
  demoEmail,
}: SignInScreenProps) {
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
      {shell ? null : <title>{t('auth.signIn.welcomeTitle')}</title>}
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 448, p: { xs: 3, sm: 5 } }}>
        {logo ? <Box sx={{ mb: 4 }}>{logo}</Box> : null}
        <Typography variant="h1" sx={{ fontSize: '1.625rem', mb: 1 }}>
          {t('auth.signIn.headline')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('auth.signIn.subtitle')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          onFocus={onFocus}
          aria-label={t('auth.signIn.submit')}
        >
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <SignInField
              id={shell ? 'shell-sign-in-email' : 'sign-in-email'}
              name="email"
              type="email"
              label={t('auth.signIn.email')}
              autoComplete="username"
              inputRef={emailRef}
              value={values.email}
              readOnly={shell}
              onChange={onChange('email')}
              onBlur={onBlur('email')}
              error={errors.email}
            />
            <SignInField
              id={shell ? 'shell-sign-in-password' : 'sign-in-password'}
              name="password"
              type="password"
              label={t('auth.signIn.password')}
              autoComplete="current-password"
              inputRef={passwordRef}
              value={values.password}
              readOnly={shell}
              onChange={onChange('password')}
              onBlur={onBlur('password')}
              error={errors.password}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={pending}
              disabled={shell}
            >
              {t('auth.signIn.submit')}
            </Button>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('auth.signIn.invitationHint')}
        </Typography>
        {demoEmail ? (
          <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="sign-in-demo-hint">
            {t('auth.signIn.demoHint', { email: demoEmail })}
          </Typography>
        ) : null}
      </Paper>
    </Box>
  );
}
