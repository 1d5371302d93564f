import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showsSignInOnly } from '@/app/app';
import { APP_SHELL_ID, useAppShellTakeover } from '@/app/shell/app-shell-takeover';
import { AppShell, SHELL_CSS, shellPageCss } from '@/app/shell/app-shell';

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
    // One logo per environment on the sign-in form and in the loading state's header bar.
    expect(container.querySelectorAll('#shell-sign-in [data-shell-env]')).toHaveLength(4);
    expect(container.querySelectorAll('#shell-loading [data-shell-env]')).toHaveLength(4);
  });

  const pages = [
    { path: '/content/stories', title: 'Category Stories' },
    { path: '/settings/tags', title: 'Tags' },
  ];

  it('signed in, holds the heading of every overview above the spinner', () => {
    const { container } = render(<AppShell pages={pages} />);
    const headings = [...container.querySelectorAll<HTMLElement>('#shell-loading h1')];
    expect(headings.map((heading) => heading.textContent)).toEqual(['Category Stories', 'Tags']);
    expect(headings.map((heading) => heading.parentElement?.dataset.shellPage)).toEqual([
      '/content/stories',
      '/settings/tags',
    ]);
    const spinner = container.querySelector('#shell-loading [role="status"]');
    expect(headings[1]?.compareDocumentPosition(spinner!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("shows only the heading of the opened path's overview", () => {
    const style = document.createElement('style');
    style.textContent = shellPageCss(pages);
    document.head.append(style);
    const { container } = render(<AppShell pages={pages} />);
    const shown = () =>
      [...container.querySelectorAll<HTMLElement>('[data-shell-page]')]
        .filter((page) => getComputedStyle(page).display !== 'none')
        .map((page) => page.dataset.shellPage);
    try {
      document.documentElement.dataset.shellPath = '/settings/tags';
      expect(shown()).toEqual(['/settings/tags']);
      document.documentElement.dataset.shellPath = '/content/stories/65';
      expect(shown()).toEqual([]);
    } finally {
      delete document.documentElement.dataset.shellPath;
      style.remove();
    }
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
