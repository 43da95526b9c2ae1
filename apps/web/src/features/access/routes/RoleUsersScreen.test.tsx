import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const ROLE = { id: 3, name: 'Onthaal', description: 'Beheert het onthaal', userCount: 1, createdAt: '2026-11-21T10:00:00.000Z', rights: [] };
const PIETER = { id: 8, firstName: 'Pieter', lastName: 'Claes', email: 'staf@coulisse.be', image: null, linked: true };
const MARLEEN = { id: 9, firstName: 'Marleen', lastName: 'Wouters', email: 'kledij@coulisse.be', image: null, linked: false };

/** Linked users unless `linked` is false, as the server answers (roleUsers.list.ts). */
function roleUsers(call: ApiCall) {
  const filters = JSON.parse(call.query.filters ?? '{}') as { linked?: boolean };
  const data = filters.linked === false ? [MARLEEN] : [PIETER];
  return { status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters, message: null } };
}

function renderUsers() {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 1, flags: { canReadAccessRoles: true, canUpdateAccessRoles: true } }) },
    'GET /access_role/3': { status: 200, body: ROLE },
    'GET /access_role/3/users': roleUsers,
    'POST /access_role/3/users': { status: 200, body: { userCount: 1 } },
  });
  renderApp('/toegangsrollen/3/gebruikers', { token: 'token-1' });
  return { calls, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const posted = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('user-linking screen (spec 3 §2 /toegangsrollen/{id}/gebruikers)', () => {
  it('lists the linked users and links another one through the picker', async () => {
    const { calls, user } = renderUsers();
    expect(await screen.findByRole('heading', { name: 'Gebruikers van Onthaal' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Pieter Claes' })).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.path === '/access_role/3/users')?.query.filters ?? '{}')).toEqual({ linked: true });

    await user.click(screen.getByRole('button', { name: 'Gebruiker toevoegen' }));
    const picker = await screen.findByRole('dialog', { name: 'Gebruiker toevoegen aan Onthaal' });
    await user.type(within(picker).getByRole('searchbox', { name: 'Zoek op naam of e-mailadres' }), 'kledij');
    await waitFor(() => expect(calls.some((c) => c.query.filters === JSON.stringify({ linked: false, text: 'kledij' }))).toBe(true));
    await user.click(await within(picker).findByRole('button', { name: 'Marleen Wouters koppelen' }));
    expect(await screen.findByText('Marleen Wouters werd gekoppeld aan Onthaal')).toBeInTheDocument();
    expect(posted(calls)).toEqual([{ userIds: [9], add: true }]);
  });

  it('unlinks a user after confirmation', async () => {
    const { calls, user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Ontkoppelen: Pieter Claes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gebruikers ontkoppelen' });
    expect(within(dialog).getByText('Bent u zeker dat u Pieter Claes wilt ontkoppelen van Onthaal?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ontkoppelen' }));
    expect(await screen.findByText('Pieter Claes werd ontkoppeld van Onthaal')).toBeInTheDocument();
    expect(posted(calls)).toEqual([{ userIds: [8], add: false }]);
  });
});
