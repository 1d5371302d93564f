import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showsSignInOnly } from '@/app/app';
import { APP_SHELL_ID, useAppShellTakeover } from '@/app/shell/app-shell-takeover';
import { AppShell, SHELL_CSS } from '@/app/shell/app-shell';

function Screen() {
  useAppShellTakeover();
  return <p>the app</p>;
}

describe('the pre-rendered shell', () => {
  it('is removed when the app renders its first screen', () => {
    const shell = document.createElement('div');
    shell.id = APP_SHELL_ID;
    document.body.append(shell);
    render(<Screen />);
    expect(document.getElementById(APP_SHELL_ID)).toBeNull();
  });

  it('holds a read-only sign-in form with a disabled button, and the loading state', () => {
    const { container } = render(<AppShell />);
    const email = container.querySelector<HTMLInputElement>('#shell-sign-in input[name="email"]');
    expect(email?.readOnly).toBe(true);
    expect(container.querySelector('#shell-sign-in button[type="submit"]')).toBeDisabled();
    expect(container.querySelector('#shell-loading [role="status"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-shell-env]')).toHaveLength(4);
  });

  it('hides the app behind the shell until the shell goes', () => {
    expect(SHELL_CSS).toContain('#app-shell ~ #root { display: none }');
  });
});

describe('showsSignInOnly', () => {
  it('signed out: the bare sign-in screen everywhere but /logout and /mocked-preview', () => {
    expect(showsSignInOnly(false, '/')).toBe(true);
    expect(showsSignInOnly(false, '/content/stories')).toBe(true);
    expect(showsSignInOnly(false, '/logout')).toBe(false);
    expect(showsSignInOnly(false, '/mocked-preview/')).toBe(false);
  });

  it('signed in: always the routed app', () => {
    expect(showsSignInOnly(true, '/')).toBe(false);
  });
});
