import { t } from '@/i18n';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Default rules of spec 1 §5: e-mail required and valid, password required; one message per field. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  const emailAttribute = t('validation.attribute.email');
  if (!email) errors.email = t('validation.required', { attribute: emailAttribute });
  else if (!EMAIL_PATTERN.test(email)) errors.email = t('validation.email', { attribute: emailAttribute });
  if (!values.password)
    errors.password = t('validation.required', { attribute: t('validation.attribute.password') });
  return errors;
}
