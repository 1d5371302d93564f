import { t } from '@/i18n';

/** 'Mara Lind, 25.11.2026, 12:40': who saved a version and when ('Unknown user' for a removed account). */
export function savedByLine(name: string | null, date: string): string {
  return t('history.by', { name: name ?? t('history.unknownUser'), date });
}
