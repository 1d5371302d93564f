import { afterEach, describe, expect, it, vi } from 'vitest';

// src/main.tsx creates the theme in a task of its own, between the entry's evaluation and the first render:
// importing the module must not create it (createTheme with both colour schemes is a large part of the cold
// entry's evaluation).
describe('theme', () => {
  afterEach(() => {
    vi.doUnmock('@mui/material/styles');
    vi.resetModules();
  });

  it('is created on the first getTheme(), not when the module is imported, and once', async () => {
    vi.resetModules();
    const actual = await vi.importActual<typeof import('@mui/material/styles')>('@mui/material/styles');
    const createTheme = vi.fn(actual.createTheme);
    vi.doMock('@mui/material/styles', () => ({ ...actual, createTheme }));
    const module = await import('@/app/theme');
    expect(createTheme).not.toHaveBeenCalled();
    const theme = module.getTheme();
    expect(createTheme).toHaveBeenCalledTimes(1);
    expect(module.getTheme()).toBe(theme);
    expect(createTheme).toHaveBeenCalledTimes(1);
    expect(theme.palette.primary.main).toBe('#1d4e89');
    expect(theme.vars?.palette.primary.main).toContain('--mui-palette-primary-main');
  });
});
