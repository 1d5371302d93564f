import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '@/app/error-screen';

describe('ErrorScreen', () => {
  it('shows the 404 texts', () => {
    render(<ErrorScreen status={404} />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for doesn’t exist. Please, try to enter another address'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to main page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('shows the 500 message', () => {
    render(<ErrorScreen status={500} />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The server seems to have an internal error. We’re already informed about this issue and work on it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows Ooops without a code, and a custom redirect target', () => {
    render(<ErrorScreen redirectTo="/bundles" />);
    expect(screen.getByText('Ooops')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, we encountered an unexpected error.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to main page' })).toHaveAttribute('href', '/bundles');
  });

  it('shows Ooops, not 0, when no answer came (network failure)', () => {
    render(<ErrorScreen status={0} />);
    expect(screen.getByText('Ooops')).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});
