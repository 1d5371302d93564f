import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';

describe('t', () => {
  it('answers the text and fills placeholders', () => {
    expect(t('auth.signIn.headline')).toBe('Welcome back to Content');
    expect(t('auth.signIn.failed', { message: 'Nope' })).toBe('Nope: Please check your credentials');
    expect(t('validation.required', { attribute: 'email' })).toBe('The email field is required.');
  });
  it('leaves unknown placeholders alone', () => {
    expect(t('auth.signIn.failed', {})).toBe('{message}: Please check your credentials');
  });
});
