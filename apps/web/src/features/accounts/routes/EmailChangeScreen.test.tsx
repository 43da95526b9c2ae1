import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const CONFIRMED = 'Uw nieuwe e-mailadres werd bevestigd. U werd overal afgemeld: meld u opnieuw aan met het nieuwe adres.';
const INVALID = { status: 400, body: { message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.', code: 'token_invalid' } };

describe('/e-mailadres-bevestigen: the link mailed to a new login address', () => {
  it('posts the token once, then says the address changed and offers to sign in', async () => {
    const calls = mockApi({ 'POST /confirm-email-change': { status: 200, body: { message: 'ok' } } });
    const { router } = renderApp('/e-mailadres-bevestigen?token=nieuw-1');
    expect(await screen.findByRole('heading', { name: 'Nieuw e-mailadres bevestigen' })).toBeInTheDocument();
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/confirm-email-change', body: { token: 'nieuw-1' } })]);
    // The used token leaves the address bar: a reload shows the outcome without posting again.
    await waitFor(() => expect(router.state.location.search).toBe('?klaar=1'));
    expect(screen.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/');
  });

  it('shows the outcome again after a remount without posting the token twice', async () => {
    const calls = mockApi({ 'POST /confirm-email-change': { status: 200, body: { message: 'ok' } } });
    const first = renderApp('/e-mailadres-bevestigen?token=nieuw-2');
    first.unmount();
    renderApp('/e-mailadres-bevestigen?token=nieuw-2');
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('signs this browser out when it was signed in as the account whose sessions just ended', async () => {
    let checks = 0;
    const expired = { status: 401, body: { message: 'U bent niet (meer) aangemeld. Gelieve opnieuw aan te melden.', code: 'unauthenticated' } };
    mockApi({
      'GET /auth': () => (checks++ === 0 ? { status: 200, body: sessionUser({ level: 0 }) } : expired),
      'POST /confirm-email-change': { status: 200, body: { message: 'ok' } },
    });
    renderApp('/e-mailadres-bevestigen?token=nieuw-3', { token: 'token-1' });
    // The page is remounted in the signed-out frame once the session is gone; the outcome stays.
    await waitFor(() => expect(localStorage.getItem('coulisse.token')).toBeNull());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/'));
    expect(screen.getByText(CONFIRMED)).toBeInTheDocument();
  });

  it('follows another tab that signed out already: the shared stored token is gone', async () => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 0 }) },
      'POST /confirm-email-change': () => (localStorage.removeItem('coulisse.token'), { status: 200, body: { message: 'ok' } }),
    });
    renderApp('/e-mailadres-bevestigen?token=nieuw-5', { token: 'token-1' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/'));
    expect(screen.queryByRole('button', { name: /^Profielmenu van/ })).not.toBeInTheDocument();
  });

  it('keeps another account signed in, inside the app, without a sign-in button', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 1 }) }, 'POST /confirm-email-change': { status: 200, body: { message: 'ok' } } });
    renderApp('/e-mailadres-bevestigen?token=nieuw-4', { token: 'token-1' });
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Profielmenu van/ })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Aanmelden' })).not.toBeInTheDocument();
    expect(localStorage.getItem('coulisse.token')).toBe('token-1');
  });

  it('says why a used or expired link failed', async () => {
    mockApi({ 'POST /confirm-email-change': INVALID });
    renderApp('/e-mailadres-bevestigen?token=gebruikt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.');
    expect(screen.queryByText(CONFIRMED)).not.toBeInTheDocument();
  });

  it('says the link is incomplete without a token, and posts nothing', async () => {
    const calls = mockApi({});
    renderApp('/e-mailadres-bevestigen');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Deze link is onvolledig/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('/e-mailadres-terugzetten: the undo link mailed to the previous address', () => {
  it('posts the token and says the old address is back, with the way to a new password', async () => {
    const calls = mockApi({ 'POST /undo-email-change': { status: 200, body: { message: 'ok' } } });
    renderApp('/e-mailadres-terugzetten?token=terug-1');
    expect(await screen.findByRole('heading', { name: 'Vorig e-mailadres terugzetten' })).toBeInTheDocument();
    expect(await screen.findByText(/^Uw vorige e-mailadres werd teruggezet en alle sessies werden afgemeld/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/undo-email-change', body: { token: 'terug-1' } });
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/wachtwoord-vergeten');
  });

  it('says why it failed', async () => {
    mockApi({ 'POST /undo-email-change': { status: 400, body: { message: 'Er bestaat al een account met dit e-mailadres', code: 'validation' } } });
    renderApp('/e-mailadres-terugzetten?token=terug-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Er bestaat al een account met dit e-mailadres');
  });
});
