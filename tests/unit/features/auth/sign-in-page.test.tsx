import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getLoginResponseMock } from '@generated/api/auth/auth.msw';
import { SignInPage } from '@/features/auth/sign-in-page';
import { browser } from '@/lib/browser';
import { getToasts } from '@/lib/toasts';
import { readToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders } from '@tests/unit/render';

function setup() {
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  renderWithProviders(<SignInPage />);
  return { reload, user: userEvent.setup() };
}

// Typing into the fields takes seconds on a loaded machine.
describe('SignInPage', { timeout: 20_000 }, () => {
  it('shows the texts of the sign-in screen', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Welcome back to Content' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue working with your team')).toBeInTheDocument();
    expect(screen.getByText(/invitation from your team lead/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
  });

  it('shows the required messages on submit and marks the fields invalid', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email field is required.');
    expect(email).toHaveFocus();
  });

  it('validates the e-mail address on blur', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await user.tab();
    expect(screen.getByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('The password field is required.')).not.toBeInTheDocument();
  });

  it('stores the token and reloads after a successful sign-in', async () => {
    const { user, reload } = setup();
    let body: unknown;
    server.use(
      http.post('*/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(getLoginResponseMock());
      }),
    );
    await user.type(screen.getByLabelText(/E-mail/), 'editor@example.com');
    await user.type(screen.getByLabelText(/Password/), 'content-demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ email: 'editor@example.com', password: 'content-demo' });
    expect(readToken()).toBe(getLoginResponseMock().token);
  }, 20_000); // typing plus the API client's chunk, loaded on the first focus: slow on a loaded machine

  it('shows the server message with the credentials hint when the sign-in fails', async () => {
    const { user, reload } = setup();
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json({ message: 'These credentials do not match our records' }, { status: 401 }),
      ),
    );
    await user.type(screen.getByLabelText(/E-mail/), 'editor@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(
        'These credentials do not match our records: Please check your credentials',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
    // A new attempt takes the old notification away; its failure brings a new one, never two.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
  }, 20_000);

  it('shows a throttled sign-in with the server message alone (issue 9)', async () => {
    const { user } = setup();
    const message = 'Too many login attempts. Please try again in 896 seconds.';
    server.use(http.post('*/auth/login', () => HttpResponse.json({ message }, { status: 429 })));
    await user.type(screen.getByLabelText(/E-mail/), 'editor@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getToasts().map((n) => n.message)).toEqual([message]);
  });
});
