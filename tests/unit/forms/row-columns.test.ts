import { describe, expect, it } from 'vitest';
import { rowColumns } from '@/forms/form-gaps';

describe('rowColumns (issue 27 #5: a date-time field never cuts its minutes)', () => {
  it('gives a row with a date-time field columns wide enough for dd.MM.yyyy, HH:mm and its buttons', () => {
    expect(rowColumns(['DateTimePicker', 'DateTimePicker'])).toBe(
      'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))',
    );
  });

  it('keeps narrow columns for other fields', () => {
    expect(rowColumns(['Select', undefined])).toBe('repeat(auto-fit, minmax(min(100%, 160px), 1fr))');
  });
});
