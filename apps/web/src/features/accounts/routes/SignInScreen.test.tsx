import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { userProfile } from '../../../test/people';
import { renderApp } from '../../../test/renderApp';

const GENERIC = 'Er ging iets mis, gelieve de pagina te vernieuwen en opnieuw te proberen';

async function signIn(email = 'beheer@coulisse.be', password = 'coulisse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-mailadres/), email);
  await user.type(await screen.findByLabelText(/^Wachtwoord/), password);
  await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
}

describe('sign-in screen banners (spec 1 §2)', () => {
  it('shows no banner without URL flags', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the address was confirmed for ?emailConfirmed', async () => {
    mockApi({});
    renderApp('/?emailConfirmed=1');
    expect(await screen.findByText('Uw e-mailadres werd bevestigd. U kan nu aanmelden.')).toBeInTheDocument();
  });

  it('says the user unsubscribed for ?unsubscribed', async () => {
    mockApi({});
    renderApp('/?unsubscribed');
    expect(await screen.findByText('U bent uitgeschreven voor alle mails.')).toBeInTheDocument();
  });

  it('thanks a user who just registered', async () => {
    mockApi({});
    renderApp({ pathname: '/', state: { signedUp: true } });
    expect(await screen.findByText(/^Bedankt voor uw registratie!/)).toBeInTheDocument();
  });

  it('posts ?confirmToken once and then shows the confirmation banner', async () => {
    const calls = mockApi({ 'POST /confirm-email': { status: 200, body: { message: 'ok' } } });
    const { router } = renderApp('/?confirmToken=abc123');
    expect(await screen.findByText('Uw e-mailadres werd bevestigd. U kan nu aanmelden.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/confirm-email')).toEqual([expect.objectContaining({ body: { token: 'abc123' } })]);
    expect(router.state.location.search).toBe('?emailConfirmed=1');
  });

  it('shows why a confirmation link failed', async () => {
    mockApi({ 'POST /confirm-email': { status: 400, body: { message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.', code: 'token_invalid' } } });
    renderApp('/?confirmToken=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    expect(screen.queryByText('Uw e-mailadres werd bevestigd. U kan nu aanmelden.')).not.toBeInTheDocument();
  });
});

describe('sign-in errors (spec 1 §8)', () => {
  it('shows the server error for wrong credentials', async () => {
    mockApi({ 'POST /auth': { status: 401, body: { message: 'E-mailadres of wachtwoord is onjuist', code: 'invalid_credentials' } } });
    renderApp('/');
    await signIn('beheer@coulisse.be', 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mailadres of wachtwoord is onjuist');
  });

  it('shows a server message it has no translation for as it is', async () => {
    mockApi({ 'POST /auth': { status: 400, body: { message: 'Iets onverwachts', code: 'validation' } } });
    renderApp('/');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Iets onverwachts');
  });

  it('falls back to the generic text when the server cannot be reached', async () => {
    mockApi({});
    renderApp('/');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
  });

  it('checks the fields on blur before calling the server', async () => {
    const calls = mockApi({});
    renderApp('/');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^E-mailadres/));
    await user.tab();
    expect(await screen.findByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth')).toHaveLength(0);
  });
});

describe('after signing in', () => {
  it('keeps the token and opens the level’s home', async () => {
    const calls = mockApi({
      'POST /auth': { status: 200, body: sessionUser({ level: 1, token: 'fresh' }) },
      'GET /statistics/overview': { status: 200, body: { projects: 4, employees: 120, onlineUsers: 3 } },
    });
    const { router } = renderApp('/');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/overzicht'));
    expect(localStorage.getItem('coulisse.token')).toBe('fresh');
    expect(calls.find((c) => c.path === '/auth')?.body).toEqual({ email: 'beheer@coulisse.be', password: 'coulisse', remember: false });
    expect(await screen.findByText('120')).toBeInTheDocument();
  });

  it('sends a participant to the welcome screen', async () => {
    mockApi({
      'POST /auth': { status: 200, body: sessionUser({ level: 0 }) },
      'GET /general/info': { status: 200, body: { title: 'Welkom op ons inschrijfsysteem', description: 'Geen projecten open.' } },
    });
    const { router } = renderApp('/');
    await signIn('vrijwilliger@coulisse.be');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projecten'));
    expect(await screen.findByRole('heading', { name: 'Welkom op ons inschrijfsysteem' })).toBeInTheDocument();
  });

  it('sends level 3, whose clothing screens do not exist yet, to the profile', async () => {
    mockApi({ 'POST /auth': { status: 200, body: sessionUser({ level: 3 }) }, 'GET /user/7': { status: 200, body: userProfile({ id: 7, firstName: 'Kim', level: 3 }) } });
    const { router } = renderApp('/');
    await signIn('kledij@coulisse.be');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profiel'));
  });
});
