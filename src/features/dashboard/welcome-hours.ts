import { WELCOME_LIGHT_FROM_HOUR, WELCOME_LIGHT_UNTIL_HOUR } from './dashboard-constants';

/** Light between 9:00 and 18:00 local time, dark otherwise (spec 1 §2.6). */
export function welcomeMode(date: Date): 'light' | 'dark' {
  const hour = date.getHours();
  return hour >= WELCOME_LIGHT_FROM_HOUR && hour < WELCOME_LIGHT_UNTIL_HOUR ? 'light' : 'dark';
}

/** The first name of a user's display name ('Eda Editor' → 'Eda'). */
export const firstName = (name: string | undefined) => (name ?? '').trim().split(/\s+/)[0] ?? '';
