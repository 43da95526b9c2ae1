import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../../test/api';
import { renderProfile } from '../../../../test/people';

const NELE = { id: 30, firstName: 'Nele', lastName: 'Smets', email: 'nele@voorbeeld.be' };
const found = (call: ApiCall) => {
  const filters = JSON.parse(call.query.filters ?? '{}') as { text?: string };
  const data = filters.text === 'nele' ? [NELE] : [];
  return { status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters, message: null } };
};
const deleted = { status: 200, body: { message: 'Profiel werd succesvol verwijderd', detachedProfiles: 0 } };
const transferred = {
  status: 200,
  body: {
    message: 'De gegevens werden overgedragen aan Nele Smets.',
    registrations: 1,
    accessRoles: 0,
    linkedProfiles: 0,
    casting: 0,
    rehearsalCalls: 0,
    skippedAccessRoles: 0,
    kept: [{ projectId: 4, projectName: 'Gouden Eeuw' }],
  },
};
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method === 'DELETE' || c.path.startsWith('/users/transfer')).map((c) => `${c.method} ${c.path}`);

async function openTransferWindow(replies: Parameters<typeof renderProfile>[1] = {}) {
  const rendered = renderProfile({ canDeleteUsers: true }, { 'GET /users': found, 'DELETE /user/12': deleted, ...replies });
  await rendered.user.click(await screen.findByRole('button', { name: 'Profiel verwijderen' }, { timeout: 5000 }));
  const confirm = await screen.findByRole('dialog', { name: 'Profiel verwijderen' });
  expect(
    within(confirm).getByText('Bent u zeker dat u het profiel van Wout Verbist wilt verwijderen? Dit kan niet ongedaan gemaakt worden.'),
  ).toBeInTheDocument();
  expect(writes(rendered.calls)).toEqual([]);
  await rendered.user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
  const window = await screen.findByRole('dialog', { name: 'Gegevens overdragen' });
  return { ...rendered, window };
}

describe('deleting a person with the data-transfer window (spec 1 §4)', () => {
  beforeEach(() => notifications.clean());

  it('cancels at the confirmation without deleting anything', async () => {
    const { calls, user } = renderProfile({ canDeleteUsers: true });
    await user.click(await screen.findByRole('button', { name: 'Profiel verwijderen' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Profiel verwijderen' })).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);
  });

  it('transfers the data to the chosen volunteer, then deletes, and tells what was kept', async () => {
    const { calls, user, window, router } = await openTransferWindow({ 'GET /users/transfer/12/30': transferred });
    const transfer = within(window).getByRole('button', { name: 'Overdragen en verwijderen' });
    expect(transfer).toBeDisabled();
    await user.type(within(window).getByRole('searchbox', { name: 'Zoek op naam of e-mailadres' }), 'nele');
    await user.click(await within(window).findByRole('radio', { name: 'Nele Smets' }));
    const search = calls.find((c) => c.path === '/users' && c.query.filters?.includes('nele'));
    expect(JSON.parse(search!.query.filters!)).toEqual({ text: 'nele', ignore: 12 });
    await user.click(transfer);
    expect(await screen.findByText('Profiel werd succesvol verwijderd')).toBeInTheDocument();
    expect(screen.getByText('Nele Smets was al ingeschreven voor Gouden Eeuw: die inschrijving bleef behouden.')).toBeInTheDocument();
    expect(writes(calls)).toEqual(['GET /users/transfer/12/30', 'DELETE /user/12']);
    // Afterwards to the users list (spec 1 §4).
    await waitFor(() => expect(router.state.location.pathname).toBe('/medewerkers'));
  });

  it('deletes without a transfer when asked', async () => {
    const first = await openTransferWindow();
    await first.user.click(within(first.window).getByRole('button', { name: 'Verwijderen zonder overdracht' }));
    expect(await screen.findByText('Profiel werd succesvol verwijderd')).toBeInTheDocument();
    expect(writes(first.calls)).toEqual(['DELETE /user/12']);
  });

  it('deletes without a transfer when the window is closed', async () => {
    const { calls, user, window } = await openTransferWindow();
    await user.click(within(window).getByRole('button', { name: 'Venster sluiten en het profiel verwijderen zonder overdracht' }));
    expect(await screen.findByText('Profiel werd succesvol verwijderd')).toBeInTheDocument();
    expect(writes(calls)).toEqual(['DELETE /user/12']);
  });

  it('keeps the window open with the server’s reason when the deletion is refused', async () => {
    const refusal = { status: 409, body: { message: 'Dit is de laatste beheerder (niveau 1): dit profiel kan niet verwijderd worden.', code: 'conflict' } };
    const { user, window } = await openTransferWindow({ 'DELETE /user/12': refusal });
    await user.click(within(window).getByRole('button', { name: 'Verwijderen zonder overdracht' }));
    expect(await within(window).findByRole('alert')).toHaveTextContent('Dit is de laatste beheerder (niveau 1): dit profiel kan niet verwijderd worden.');
    expect(screen.getByRole('dialog', { name: 'Gegevens overdragen' })).toBeInTheDocument();
  });
});
