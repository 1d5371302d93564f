import { format } from 'date-fns';

export const DATE_TIME_FORMAT = 'dd.MM.yyyy, HH:mm';
export const DATE_FORMAT = 'dd.MM.yyyy';
export const REPORT_DATE_TIME_FORMAT = 'dd.MM.yyyy | HH:mm';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function safeFormat(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern);
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
