import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';

const flags = { canReadProjects: true, canUpdateProjects: true, canManageProjectRights: true };
const project = projectDto(flags);
const person = (id: number, firstName: string, linked: boolean) => ({
  id,
  firstName,
  lastName: 'Peeters',
  email: `${firstName.toLowerCase()}@voorbeeld.be`,
  image: null,
  linked,
});
const answer = (data: unknown[]) => ({ status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters: {}, message: null } });

describe('/projecten/{id}/instellingen/toegangsrollen/{roleId}/gebruikers (spec 2 §2)', () => {
  it('links the ticked users and unlinks the unticked ones with Sla op', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: {} }) },
      'GET /project/5': { status: 200, body: project },
      'GET /project/5/access_roles': { status: 200, body: [{ id: 3, name: 'Regie', description: 'Regisseurs', userCount: 1 }] },
      'GET /project/5/accessRole/3/users': (call) => answer(JSON.parse(call.query.filters!).linked ? [person(1, 'An', true)] : [person(2, 'Bert', false)]),
      'POST /project/5/accessRole/3/users': { status: 200, body: { userCount: 1 } },
    });
    renderApp('/projecten/5/instellingen/toegangsrollen/3/gebruikers', { token: 'token-1' });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByRole('heading', { name: 'Koppel gebruikers aan toegangsrol' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Sla op' });
    expect(save).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'An Peeters selecteren' }));
    await user.click(screen.getByRole('radio', { name: 'Neen' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Bert Peeters selecteren' }));
    await user.click(save);
    expect(await screen.findByText('Toegangsrol succesvol toegevoegd')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { userIds: [2], add: true },
        { userIds: [1], add: false },
      ]),
    );
  });
});
