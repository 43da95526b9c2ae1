import { emptyRights, rightsToDto } from '@coulisse/shared/access/rights';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const SHOWN = new Set(['users', 'settings', 'appointments']);
const MATRIX = rightsToDto(emptyRights())
  .filter((area) => SHOWN.has(area.name))
  .map((area) => ({ ...area, scope: 'global' }));
const ADMIN = sessionUser({ level: 1, flags: { canReadAccessRoles: true, canCreateAccessRoles: true, canUpdateAccessRoles: true, canDeleteAccessRoles: true } });
const EMPTY_LIST = { status: 200, body: { data: [], total: 0, offset: 0, items: 0, filters: {}, message: null } };

function renderForm(path: string, replies: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({ 'GET /auth': { status: 200, body: ADMIN }, 'GET /access_roles/rights': { status: 200, body: MATRIX }, 'GET /access_roles': EMPTY_LIST, ...replies });
  const view = renderApp(path, { token: 'token-1' });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const saved = (calls: ApiCall[], method: string) => calls.find((c) => c.method === method && c.path.startsWith('/access_role'))?.body as { rights: { name: string }[] } | undefined;

describe('access-role form (spec 3 §5 "Access roles", spec 1 §5 generic field rules)', () => {
  it('checks name and description on blur and keeps save disabled until both are valid', async () => {
    const { user } = renderForm('/toegangsrollen/nieuw', {});
    const name = await screen.findByLabelText(/^Naam/);
    const description = screen.getByLabelText(/^Omschrijving/);
    const save = screen.getByRole('button', { name: 'Opslaan' });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    await user.click(name);
    await user.paste('Al');
    await user.tab();
    expect(await screen.findByText('min. 3 en max. 255 karakters')).toBeInTheDocument();
    await user.paste('Kort');
    await user.tab();
    expect(await screen.findByText('min. 10 en max. 255 karakters')).toBeInTheDocument();
    expect(save).toBeDisabled();

    // Save follows the typing, before any blur.
    await user.click(name);
    await user.paste('leen');
    await user.click(description);
    await user.paste(' maar nu lang genoeg');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('creates the role with its matrix, confirms it and returns to the list', async () => {
    const { calls, router, user } = renderForm('/toegangsrollen/nieuw', { 'POST /access_roles': (call) => ({ status: 201, body: { id: 4, ...(call.body as object), userCount: 0, createdAt: '2026-11-21T10:00:00.000Z' } }) });
    await user.click(await screen.findByLabelText(/^Naam/));
    await user.paste('Onthaal');
    await user.click(screen.getByLabelText(/^Omschrijving/));
    await user.paste('Beheert de instellingen');
    await user.click(screen.getByLabelText('Wijzigen voor Instellingen'));
    expect(screen.getByLabelText('Lezen voor Instellingen')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Toegangsrol werd succesvol aangemaakt')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/toegangsrollen'));
    const body = saved(calls, 'POST');
    expect(body).toMatchObject({ name: 'Onthaal', description: 'Beheert de instellingen' });
    expect(body?.rights.find((area) => area.name === 'settings')).toMatchObject({ read: true, create: false, update: true, delete: false });
  });

  it('shows the server’s field messages on their fields', async () => {
    const refusal = { status: 400, body: { message: 'De gegevens zijn ongeldig', code: 'validation', fields: { name: 'Deze naam is al in gebruik' } } };
    const { user } = renderForm('/toegangsrollen/nieuw', { 'POST /access_roles': refusal });
    await user.click(await screen.findByLabelText(/^Naam/));
    await user.paste('Kledijteam');
    await user.click(screen.getByLabelText(/^Omschrijving/));
    await user.paste('Nog een kledijteam');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze naam is al in gebruik')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Naam/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a role with its stored rights and saves with PUT', async () => {
    const role = { id: 5, name: 'Kledijteam', description: 'Beheert de kledijstock', userCount: 2, createdAt: '2026-11-21T10:00:00.000Z', rights: rightsToDto({ ...emptyRights(), settings: { read: true, create: false, update: false, delete: false, sub: {} } }).filter((area) => SHOWN.has(area.name)) };
    const { calls, user } = renderForm('/toegangsrollen/5/bewerk', { 'GET /access_role/5': { status: 200, body: role }, 'PUT /access_role/5': { status: 200, body: role } });
    expect(await screen.findByDisplayValue('Kledijteam')).toBeInTheDocument();
    expect(screen.getByLabelText('Lezen voor Instellingen')).toBeChecked();
    await user.click(screen.getByLabelText('Lezen voor Instellingen'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Toegangsrol werd succesvol gewijzigd')).toBeInTheDocument();
    expect(saved(calls, 'PUT')?.rights.find((area) => area.name === 'settings')).toMatchObject({ read: false });
  });

  it('says a missing role cannot be found and offers the way back', async () => {
    const { router, user } = renderForm('/toegangsrollen/77/bewerk', {});
    expect(await screen.findByText('Deze toegangsrol kon niet worden gevonden')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de toegangsrollen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toegangsrollen'));
  });
});
