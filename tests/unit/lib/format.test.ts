import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatReportDateTime,
  REPORT_DATE_TIME_FORMAT,
} from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import { initials } from '@/lib/initials';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [1024 ** 3 * 2.25, '2.25 GB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('honours the number of decimals', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 3)).toBe('1.177 MB');
  });
});

describe('date formats', () => {
  const date = new Date(2026, 2, 7, 9, 5);
  it('formats date-time, date and report time', () => {
    expect(formatDateTime(date)).toBe('07.03.2026, 09:05');
    expect(formatDate(date)).toBe('07.03.2026');
    expect(formatReportDateTime(date)).toBe('07.03.2026 | 09:05');
  });
  it('accepts ISO strings and tolerates missing or invalid values', () => {
    expect(formatDate('2026-12-24T10:00:00')).toBe('24.12.2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it("writes what date-fns' format writes for its patterns (local time, padded, early years too)", () => {
    const dates = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 11, 31, 23, 59, 59),
      new Date(1999, 8, 9, 7, 3),
      new Date(2024, 1, 29, 12, 30),
      new Date('2026-03-29T01:30:00Z'),
      new Date(Date.UTC(2026, 9, 25, 0, 45)),
      new Date(987, 4, 6, 8, 9),
      ...Array.from({ length: 50 }, (_, i) => new Date(1_700_000_000_000 + i * 123_456_789_01)),
    ];
    for (const date of dates) {
      expect(formatDate(date)).toBe(format(date, DATE_FORMAT));
      expect(formatDateTime(date)).toBe(format(date, DATE_TIME_FORMAT));
      expect(formatReportDateTime(date)).toBe(format(date, REPORT_DATE_TIME_FORMAT));
    }
  });
});

describe('initials', () => {
  it('takes the first letters of the first two name parts', () => {
    expect(initials('Eda Editor')).toBe('EE');
    expect(initials('anna maria von berg')).toBe('AM');
    expect(initials('  Prince  ')).toBe('P');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
