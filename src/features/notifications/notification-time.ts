import { format } from 'date-fns';
import { NOTIFICATION_TIME_FORMAT } from './constants';

/** 'dd.MM.yyyy, HH:mm' in the browser's time zone; the raw value when it is no date. */
export function notificationTime(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : format(date, NOTIFICATION_TIME_FORMAT);
}
