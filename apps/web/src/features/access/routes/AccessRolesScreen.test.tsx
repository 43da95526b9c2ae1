import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const ROLES = [
  { id: 1, name: 'Kledijteam', description: 'Beheert de kledijstock', userCount: 1, createdAt: '2026-11-21T10:00:00.000Z' },
  { id: 2, name: 'Productieteam', description: 'Beheert projecten en casting', userCount: 3, createdAt: '2026-11-21T10:00:00.000Z' },
];
const LIST = { status: 200, body: { data: ROLES, total: 2, offset: 0, items: 2, filters: {}, message: null } };
const ALL_RIGHTS = { canReadAccessRoles: true, canCreateAccessRoles: true, canUpdateAccessRoles: true, canDeleteAccessRoles: true };

function renderRoles(flags: Record<string, boolean>, replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags }) }, 'GET /access_roles': LIST, ...replies });
  renderApp('/toegangsrollen', { token: 'token-1' });
  return { calls, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('access roles list (spec 3 §2, §6)', () => {
  it('copies a role and says so', async () => {
    const copy = { message: 'Toegangsrol succesvol gedupliceerd', data: { ...ROLES[0], id: 3, name: 'Kledijteam (kopie)', rights: [] } };
    const { calls, user } = renderRoles(ALL_RIGHTS, { 'GET /access_role/1/copy': { status: 201, body: copy } });
    await user.click(await screen.findByRole('button', { name: 'Dupliceren: Kledijteam' }));
    expect(await screen.findByText('Toegangsrol succesvol gedupliceerd')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/access_role/1/copy')).toBe(true);
  });

  it('deletes a role only after confirmation', async () => {
    const { calls, user } = renderRoles(ALL_RIGHTS, { 'DELETE /access_role/2': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Productieteam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toegangsrol verwijderen' });
    expect(within(dialog).getByText('Bent u zeker dat u deze toegangsrol wilt verwijderen?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Toegangsrol werd succesvol verwijderd')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/access_role/2']);
  });

  it('deletes the checked roles in bulk', async () => {
    const { calls, user } = renderRoles(ALL_RIGHTS, { 'DELETE /access_roles': { status: 200, body: { deleted: 2 } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Alle getoonde rijen selecteren' }));
    await user.click(within(screen.getByRole('region', { name: 'Acties voor de selectie' })).getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toegangsrol verwijderen' });
    expect(within(dialog).getByText('Bent u zeker dat u 2 toegangsrollen wilt verwijderen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('2 toegangsrollen werden succesvol verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ ids: [1, 2] }));
  });

  it('offers a reader no new, edit, copy, users or delete', async () => {
    renderRoles({ canReadAccessRoles: true });
    expect(await screen.findByRole('rowheader', { name: 'Kledijteam' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kledijteam' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nieuwe toegangsrol' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Kledijteam/ })).not.toBeInTheDocument();
  });

  it('does not exist without canReadAccessRoles', async () => {
    renderRoles({});
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeInTheDocument();
  });
});
