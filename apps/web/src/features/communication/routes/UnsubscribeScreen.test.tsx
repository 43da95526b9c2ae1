import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

describe('/afmelden', () => {
  it('posts the token once and lands on sign-in with the unsubscribed banner', async () => {
    const calls = mockApi({ 'POST /unsubscribe': { status: 200, body: { message: 'U bent uitgeschreven voor alle mails.' } } });
    const { router } = renderApp({ pathname: '/afmelden', search: '?token=abc.def.ghi' });
    expect(await screen.findByText('U bent uitgeschreven voor alle mails.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?unsubscribed=1');
    await waitFor(() => expect(calls.filter((c) => c.path === '/unsubscribe')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/unsubscribe')?.body).toEqual({ token: 'abc.def.ghi' });
  });

  it('says when the link has expired, with a way to sign in', async () => {
    const message = 'Deze uitschrijflink is verlopen. Meld u aan en zet groepsmails uit in uw profiel.';
    mockApi({ 'POST /unsubscribe': { status: 400, body: { message, code: 'token_invalid' } } });
    renderApp({ pathname: '/afmelden', search: '?token=oud' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Naar aanmelden' })).toHaveAttribute('href', '/');
  });
});
