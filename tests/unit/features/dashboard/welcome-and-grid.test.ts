import { describe, expect, it } from 'vitest';
import { sectionGridStyle } from '@/features/dashboard/section-grid';
import { firstName, welcomeMode } from '@/features/dashboard/welcome-hours';

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute);

describe('welcome block hours', () => {
  it('is light from 9:00 until 18:00 local time and dark otherwise', () => {
    expect(welcomeMode(at(8, 59))).toBe('dark');
    expect(welcomeMode(at(9))).toBe('light');
    expect(welcomeMode(at(13, 30))).toBe('light');
    expect(welcomeMode(at(17, 59))).toBe('light');
    expect(welcomeMode(at(18))).toBe('dark');
    expect(welcomeMode(at(0))).toBe('dark');
  });

  it('greets by first name', () => {
    expect(firstName('Eda Editor')).toBe('Eda');
    expect(firstName('  Mara   Lind ')).toBe('Mara');
    expect(firstName(undefined)).toBe('');
  });
});

describe('section grid', () => {
  it('auto-fits columns of at least 300 px with a 24 px gap unless the section says otherwise', () => {
    expect(sectionGridStyle({})).toEqual({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))',
      gap: '24px',
    });
    expect(sectionGridStyle({ gap: 8, height: 220 })).toMatchObject({ gap: '8px', gridAutoRows: '220px' });
  });
});
