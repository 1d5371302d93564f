import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { browser } from '@/lib/browser';
import { markFocusAfterReload } from '@/lib/focus-after-reload';
import { dismissToast, showToast } from '@/lib/toasts';
import { storeToken } from '@/lib/token-storage';
import { signInFailureMessage } from './sign-in-failure';
import { SignInScreen } from './sign-in-screen';
import { validateSignIn, type SignInValues } from './validate-sign-in';

type Field = keyof SignInValues;

/**
 * The generated API client (axios, and the query library its module imports) loads with the first focus on
 * the form, not with the page: the sign-in screen paints and responds without it, and a submit waits for it.
 */
const loadAuthClient = () => import('@generated/api/auth/auth');
/** The installation's settings (the demo account's address), asked once the screen has painted. */
const loadClientConfig = () =>
  import('@/api/client-config').then(({ fetchClientConfig }) => fetchClientConfig());

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
  const [pending, setPending] = useState(false);
  const [demoEmail, setDemoEmail] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      loadClientConfig().then(
        (answer) => live && setDemoEmail(answer.data.demoEmail ?? null),
        () => undefined, // no hint without the settings; signing in still works
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  // The generated call without its query hook (signing in reloads the page): no query client needed.
  const signIn = (email: string, password: string) => {
    setPending(true);
    loadAuthClient()
      .then(({ login }) => login({ email, password }))
      .then(
        (response) => {
          storeToken(response.token);
          markFocusAfterReload();
          browser.reload();
        },
        (error: Error) => {
          setPending(false);
          failure.current = showToast({ severity: 'error', message: signInFailureMessage(error) });
        },
      );
  };

  const errors = validateSignIn(values);
  const visibleError = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    if (failure.current !== null) dismissToast(failure.current);
    failure.current = null;
    signIn(values.email.trim(), values.password);
  };

  return (
    <SignInScreen
      logo={logo}
      values={values}
      errors={{ email: visibleError('email'), password: visibleError('password') }}
      pending={pending}
      emailRef={emailRef}
      passwordRef={passwordRef}
      onChange={change}
      onBlur={blur}
      onSubmit={submit}
      onFocus={() => void loadAuthClient()}
      demoEmail={demoEmail}
    />
  );
}
