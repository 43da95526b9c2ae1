import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { newPasswordReady } from '../components/passwordRules';

const LINK = '/nieuw-wachtwoord/?email=jan%40coulisse.be&token=t0k3n';

describe('new password button rule (spec 1 §2)', () => {
  it.each([
    ['', '', false],
    ['geheim', '', false],
    ['', 'geheim', false],
    ['gehei', 'gehei', false],
    ['geheim', 'geheiM', false],
    ['geheim', 'geheim', true],
    ['een lang wachtwoord', 'een lang wachtwoord', true],
  ])('%j / %j → enabled %s', (password, confirmation, ready) => {
    expect(newPasswordReady(password, confirmation)).toBe(ready);
  });
});

describe('new password screen', () => {
  async function fill(password: string, confirmation: string) {
    // With fake timers (the 3000 ms test) user-event must advance them itself.
    const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
    await user.clear(screen.getByLabelText(/^Nieuw wachtwoord/));
    await user.clear(screen.getByLabelText(/^Bevestig wachtwoord/));
    if (password) await user.type(screen.getByLabelText(/^Nieuw wachtwoord/), password);
    if (confirmation) await user.type(screen.getByLabelText(/^Bevestig wachtwoord/), confirmation);
    return user;
  }

  it('enables saving only for two equal passwords of 6 characters, then invites a signed-out user to sign in', async () => {
    const calls = mockApi({ 'POST /change-password': { status: 200, body: { message: 'Uw wachtwoord werd succesvol gewijzigd, u kan nu aanmelden' } } });
    renderApp(LINK);
    const save = await screen.findByRole('button', { name: 'Wachtwoord opslaan' });
    await fill('gehei', 'gehei');
    expect(save).toBeDisabled();
    await fill('geheim', 'geheik');
    expect(save).toBeDisabled();
    const user = await fill('geheim', 'geheim');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Uw wachtwoord werd succesvol gewijzigd, u kan nu aanmelden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/');
    expect(calls.find((c) => c.path === '/change-password')?.body).toEqual({ email: 'jan@coulisse.be', token: 't0k3n', password: 'geheim', passwordConfirm: 'geheim' });
  });

  it('returns a signed-in user to the previous page after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 0 }) }, 'POST /change-password': { status: 200, body: { message: 'ok' } } });
    const { router } = renderApp('/profiel', { token: 'token-1' });
    await act(() => router.navigate(LINK));
    const user = await fill('geheim', 'geheim');
    await user.click(await screen.findByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText(/U keert zo terug naar de vorige pagina/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/nieuw-wachtwoord/');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/profiel');
  });

  it('explains a link without email or token', async () => {
    mockApi({});
    renderApp('/nieuw-wachtwoord/?email=jan%40coulisse.be');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is onvolledig.');
  });
});
