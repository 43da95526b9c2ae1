import { ONLINE_REFRESH_MS } from '@coulisse/shared/rules/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { formatDateTime } from '../../../lib/dates';
import { renderApp } from '../../../test/renderApp';
import { onlineUsersQuery } from '../api/get-online-users';

const ONLINE = {
  windowMinutes: 5,
  total: 2,
  data: [
    { id: 11, firstName: 'Jens', lastName: 'Peeters', lastLogin: '2026-11-21T08:00:00.000Z', lastActivity: '2026-11-21T09:58:00.000Z' },
    { id: 12, firstName: 'Lotte', lastName: 'Janssens', lastLogin: null, lastActivity: '2026-11-21T09:55:00.000Z' },
  ],
};

function renderOnline(answer: { status: number; body?: unknown }, flags: Record<string, boolean> = { canReadUsers: true }) {
  mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags }) }, 'GET /statistics/users/online': answer });
  return renderApp('/medewerkers/online', { token: 'token-1' });
}

describe('/medewerkers/online (spec 1 §2, spec 3 "Online users")', () => {
  it('shows name, last activity and last login of everyone online', async () => {
    renderOnline({ status: 200, body: ONLINE });
    const table = await screen.findByRole('table', { name: 'Online medewerkers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Naam', 'Laatste activiteit', 'Laatst aangemeld']);
    expect(within(table).getByRole('row', { name: /Jens Peeters/ })).toHaveTextContent(formatDateTime(ONLINE.data[0]!.lastActivity));
    expect(within(table).getByRole('row', { name: /Lotte Janssens/ })).toHaveTextContent('Nooit');
    expect(screen.getByRole('status')).toHaveTextContent('2 medewerkers online');
    expect(screen.getByText(/^Bijgewerkt om \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('says when nobody is online', async () => {
    renderOnline({ status: 200, body: { windowMinutes: 5, total: 0, data: [] } });
    expect(await screen.findByText('Er is op dit moment niemand online.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    renderOnline({ status: 500, body: { message: 'Er ging iets mis', code: 'internal' } });
    expect(await screen.findByText('De online medewerkers konden niet worden geladen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('asks again every 30 seconds, also in a background tab', () => {
    const options = onlineUsersQuery();
    expect(options.refetchInterval).toBe(ONLINE_REFRESH_MS);
    expect(ONLINE_REFRESH_MS).toBe(30_000);
    expect(options.refetchIntervalInBackground).toBe(true);
  });

  it('does not exist without canReadUsers', async () => {
    renderOnline({ status: 200, body: ONLINE }, {});
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeInTheDocument();
  });
});
