/** The patterns in date-fns' notation: the date picker's format; the functions below write the same. */
export const DATE_TIME_FORMAT = 'dd.MM.yyyy, HH:mm';
export const DATE_FORMAT = 'dd.MM.yyyy';
export const REPORT_DATE_TIME_FORMAT = 'dd.MM.yyyy | HH:mm';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/**
 * The three fixed patterns in local time, as date-fns' `format` writes them (tests/unit/lib/format.test.ts
 * compares them), without its formatter and locale (~5 KB gzipped on every signed-in route).
 */
const FORMATS: Record<string, (date: Date) => string> = {
  [DATE_FORMAT]: (date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear(), 4)}`,
  [DATE_TIME_FORMAT]: (date) => `${FORMATS[DATE_FORMAT]!(date)}, ${time(date)}`,
  [REPORT_DATE_TIME_FORMAT]: (date) => `${FORMATS[DATE_FORMAT]!(date)} | ${time(date)}`,
};

function time(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function safeFormat(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : FORMATS[pattern]!(date);
}

/** 'dd.MM.yyyy, HH:mm' in local time; '' for a missing or invalid value. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return safeFormat(value, DATE_TIME_FORMAT);
}

/** 'dd.MM.yyyy' (media lists); '' for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  return safeFormat(value, DATE_FORMAT);
}

/** 'dd.MM.yyyy | HH:mm' (last run of a report). */
export function formatReportDateTime(value: DateInput | null | undefined): string {
  return safeFormat(value, REPORT_DATE_TIME_FORMAT);
}
