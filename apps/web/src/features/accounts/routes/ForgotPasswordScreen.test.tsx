import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { forgotPasswordReady } from '../components/passwordRules';

describe('forgot password confirm button (spec 1 §2)', () => {
  it.each([
    ['', false],
    ['a@b.b', false],
    ['jan@coulisse', false],
    ['jancoulisse.be', false],
    ['j@c.be', true],
    ['jan@coulisse.be', true],
  ])('%s → enabled %s', (email, ready) => {
    expect(forgotPasswordReady(email)).toBe(ready);
  });

  it('stays disabled until the email has 6 characters, an @ and a dot, then shows the server’s answer', async () => {
    const calls = mockApi({ 'POST /forgot-password': { status: 200, body: { message: 'Als er een account bestaat, ontvangt u dadelijk een mail.' } } });
    renderApp('/wachtwoord-vergeten');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Bevestigen' });
    const email = screen.getByLabelText(/^E-mailadres/);
    expect(button).toBeDisabled();
    await user.type(email, 'jan@coulisse');
    expect(button).toBeDisabled();
    await user.type(email, '.be');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('Als er een account bestaat, ontvangt u dadelijk een mail.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/forgot-password')?.body).toEqual({ email: 'jan@coulisse.be' });
  });

  it('links to sign-in and register', async () => {
    mockApi({});
    renderApp('/wachtwoord-vergeten');
    expect(await screen.findByRole('link', { name: 'Terug naar aanmelden' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/account-aanmaken');
  });
});
