import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const SETTINGS = { title: 'Welkom', description: 'Geen projecten open.', fine: 5 };

describe('settings screen (spec 3 §2, §5)', () => {
  it('saves title, description and fine with canUpdateSettings', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 1, flags: { canReadSettings: true, canUpdateSettings: true } }) },
      'GET /settings': { status: 200, body: SETTINGS },
      'PUT /settings': (call) => ({ status: 200, body: call.body }),
    });
    renderApp('/instellingen', { token: 'token-1' });
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByDisplayValue('Welkom');
    await user.clear(title);
    await user.type(title, 'Welkom bij Coulisse');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Instellingen werden succesvol gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...SETTINGS, title: 'Welkom bij Coulisse' });
  });

  it('refuses to save an empty title', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 1, flags: { canReadSettings: true, canUpdateSettings: true } }) },
      'GET /settings': { status: 200, body: SETTINGS },
    });
    renderApp('/instellingen', { token: 'token-1' });
    const user = userEvent.setup({ delay: null });
    await user.clear(await screen.findByDisplayValue('Welkom'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is read-only without canUpdateSettings', async () => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadSettings: true } }) },
      'GET /settings': { status: 200, body: SETTINGS },
    });
    renderApp('/instellingen', { token: 'token-1' });
    expect(await screen.findByDisplayValue('Welkom')).toHaveAttribute('readonly');
    expect(screen.getByText('U kan deze instellingen bekijken, maar niet wijzigen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });

  it('does not exist for a user without canReadSettings', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: {} }) } });
    renderApp('/instellingen', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeInTheDocument();
  });

  it('shows a failed save in the red banner', async () => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 1, flags: { canReadSettings: true, canUpdateSettings: true } }) },
      'GET /settings': { status: 200, body: SETTINGS },
      'PUT /settings': { status: 400, body: { message: 'Geef een waarde tussen 0 en 10000', code: 'validation', fields: { fine: 'Geef een waarde tussen 0 en 10000' } } },
    });
    renderApp('/instellingen', { token: 'token-1' });
    const user = userEvent.setup({ delay: null });
    await screen.findByDisplayValue('Welkom');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getAllByText('Geef een waarde tussen 0 en 10000')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Melding sluiten' })).toBeInTheDocument();
  });
});
