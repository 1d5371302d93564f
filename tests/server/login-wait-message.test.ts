// The locked login's 429 speaks proper English (issue 27 #18: never 'Please try again in 1 seconds').
import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from '@server/handlers/auth';

describe('tooManyAttempts', () => {
  it('says second for one and seconds for more', () => {
    expect(tooManyAttempts(1)).toBe('Too many login attempts. Please try again in 1 second.');
    expect(tooManyAttempts(896)).toBe('Too many login attempts. Please try again in 896 seconds.');
  });
});
