import { describe, expect, it } from 'vitest';
import { HttpError } from '@/api/errors';
import { listErrorThrows, refusedFilters } from '@/features/overview/refused-filters';

const refused = new HttpError('Unprocessable', 422, {
  message: 'The f[ids] field format is invalid.',
  errors: { 'f[ids]': ['The f[ids] field format is invalid.'], sortBy: ['ignored'] },
});

describe('refusedFilters', () => {
  it('reads a 422 as the refused filters and their messages', () => {
    expect(refusedFilters(refused)).toEqual({
      message: 'The f[ids] field format is invalid.',
      fields: { 'f[ids]': ['The f[ids] field format is invalid.'] },
    });
  });

  it('is no refused filter for other errors', () => {
    expect(refusedFilters(new HttpError('Server Error', 500))).toBeUndefined();
    expect(refusedFilters(new Error('boom'))).toBeUndefined();
  });

  it('sends only other errors without data to the error boundary', () => {
    expect(listErrorThrows(refused, false)).toBe(false);
    expect(listErrorThrows(new HttpError('Server Error', 500), false)).toBe(true);
    expect(listErrorThrows(new HttpError('Server Error', 500), true)).toBe(false);
  });
});
