import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';

/** The casting screens of a project (spec 2 §2 §5 §7): lists, players per cast, scene detail. */
const project = (flags: Record<string, boolean>) => projectDto(flags, { name: 'Dolhuys', openFrom: '2020-01-01' });
const list = (data: unknown[]) => ({ status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters: {}, message: null } });
const ref = (id: number, identifier: string, name: string) => ({ id, identifier, name });
const role = (id: number, identifier: string, name: string, extra = {}) => ({ id, projectId: 5, identifier, name, description: null, speaking: false, forExtended: false, usersPerCast: [], scenes: [], ...extra });
const group = (id: number, identifier: string, name: string, extra = {}) => ({ id, projectId: 5, identifier, name, description: null, users: 0, usersPerCast: [], linkedGroups: [], scenes: [], ...extra });
const casts = [
  { id: 1, name: 'Cast A' },
  { id: 2, name: 'Cast B' },
];
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const ALL = { canReadRoles: true, canCreateRoles: true, canUpdateRoles: true, canDeleteRoles: true, canReadGroups: true, canUpdateGroups: true, canReadScenes: true, canUpdateScenes: true };

function open(path: string, flags: Record<string, boolean>, replies: Parameters<typeof mockApi>[0]): ApiCall[] {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: {} }) },
    'GET /project/5': { status: 200, body: project(flags) },
    'GET /project/5/casting/casts': { status: 200, body: casts },
    ...replies,
  });
  renderApp(path, { token: 'token-1' });
  return calls;
}

describe('/projecten/{id}/rollen, groepen, scenes', () => {
  it('lists the roles sorted by identifier with their scenes and players, and creates one with the server’s field messages', async () => {
    const calls = open('/projecten/5/rollen', ALL, {
      'GET /project/5/project_roles': list([role(1, 'R1', 'Koning', { speaking: true, scenes: [ref(3, 'S1', 'Hof')], usersPerCast: [{ castId: 1, count: 2 }] }), role(2, 'R2', 'Nar')]),
      'POST /project/5/project_roles': (call) =>
        (call.body as { identifier: string }).identifier === 'R1'
          ? { status: 400, body: { code: 'validation', message: 'Deze code wordt al gebruikt in dit project.', fields: { identifier: 'Deze code wordt al gebruikt in dit project.' } } }
          : { status: 201, body: { message: 'Rol werd succesvol aangemaakt', data: role(9, 'R9', 'Bode') } },
    });
    expect(await screen.findByRole('rowheader', { name: 'Koning' })).toBeInTheDocument();
    expect(screen.getByText('S1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/project/5/project_roles')!.query.sort).toBe('identifier:asc');

    await user().click(screen.getByRole('button', { name: 'Nieuwe rol' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'R1');
    await user().type(within(dialog).getByRole('textbox', { name: /^Naam/ }), 'Tweede koning');
    await user().click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Deze code wordt al gebruikt in dit project.')).toBeInTheDocument();
    await user().clear(within(dialog).getByRole('textbox', { name: /^Code/ }));
    await user().type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'R9');
    await user().click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Rol werd succesvol aangemaakt')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toMatchObject({ identifier: 'R9', name: 'Tweede koning' });
  });

  it('offers no create button without roles.create', async () => {
    open('/projecten/5/rollen', { canReadRoles: true }, { 'GET /project/5/project_roles': list([role(1, 'R1', 'Koning')]) });
    expect(await screen.findByRole('rowheader', { name: 'Koning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuwe rol' })).toBeNull();
  });

  it('lists the groups with their linked groups', async () => {
    open('/projecten/5/groepen', ALL, { 'GET /project/5/groups': list([group(4, 'G1', 'Koor', { linkedGroups: [ref(5, 'G2', 'Dansers')] }), group(5, 'G2', 'Dansers')]) });
    expect(await screen.findByRole('rowheader', { name: 'Koor' })).toBeInTheDocument();
    expect(screen.getAllByText('G2').length).toBeGreaterThan(0);
  });

  it('says there are no scenes yet', async () => {
    open('/projecten/5/scenes', ALL, { 'GET /project/5/scenes': list([]), 'GET /project/5/scene_groups': list([]) });
    expect(await screen.findByText('Er zijn nog geen scènes.')).toBeInTheDocument();
  });
});

describe('players of a role per cast', () => {
  const users = {
    casts,
    total: 2,
    data: [
      { userId: 7, firstName: 'Jens', lastName: 'Peeters', sex: null, dateOfBirth: null, location: 1, castIds: [1] },
      { userId: 8, firstName: 'An', lastName: 'Claes', sex: null, dateOfBirth: null, location: 1, castIds: [] },
    ],
  };

  it('sends only what changed: additions and removals per cast', async () => {
    const calls = open('/projecten/5/rollen/bewerk/1/gebruikers', ALL, {
      'GET /project/5/project_role/1': { status: 200, body: role(1, 'R1', 'Koning') },
      'GET /project/5/project_role/1/users': { status: 200, body: users },
      'PUT /project/5/project_role/1/users': { status: 200, body: { message: 'Medewerkers van rol Koning werden succesvol gewijzigd' } },
    });
    expect(await screen.findByRole('heading', { name: 'Medewerkers van rol R1 Koning' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/project/5/project_role/1/users')!.query.location).toBe('1');
    await user().click(await screen.findByRole('checkbox', { name: 'Jens Peeters – Cast A' }));
    await user().click(screen.getByRole('checkbox', { name: 'An Claes – Cast B' }));
    await user().click(screen.getByRole('button', { name: 'Sla op' }));
    expect(await screen.findByText('Medewerkers van rol Koning werden succesvol gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ add: [{ userId: 8, castId: 2 }], remove: [{ userId: 7, castId: 1 }] });
  });

  it('loads the people a batch at a time and saves changes made in every batch', async () => {
    const third = { userId: 9, firstName: 'Zoë', lastName: 'Wouters', sex: null, dateOfBirth: null, location: 1, castIds: [] };
    const calls = open('/projecten/5/rollen/bewerk/1/gebruikers', ALL, {
      'GET /project/5/project_role/1': { status: 200, body: role(1, 'R1', 'Koning') },
      'GET /project/5/project_role/1/users': (call) => ({ status: 200, body: call.query.offset === '2' ? { casts, total: 3, data: [third] } : { ...users, total: 3 } }),
      'PUT /project/5/project_role/1/users': { status: 200, body: { message: 'Medewerkers van rol Koning werden succesvol gewijzigd' } },
    });
    await user().click(await screen.findByRole('checkbox', { name: 'An Claes – Cast A' }));
    expect(screen.getByText('2 van 3 medewerkers getoond')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/project/5/project_role/1/users')!.query).toMatchObject({ offset: '0', items: '50' });
    await user().click(screen.getByRole('button', { name: 'Meer laden' }));
    await user().click(await screen.findByRole('checkbox', { name: 'Zoë Wouters – Cast B' }));
    expect(screen.getByText('3 van 3 medewerkers getoond')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Sla op' }));
    await screen.findByText('Medewerkers van rol Koning werden succesvol gewijzigd');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ add: [{ userId: 8, castId: 1 }, { userId: 9, castId: 2 }], remove: [] });
  });

  it('shows the Off-stage tab’s people and read-only checkboxes without roles.update', async () => {
    const calls = open('/projecten/5/rollen/bewerk/1/gebruikers', { canReadRoles: true }, {
      'GET /project/5/project_role/1': { status: 200, body: role(1, 'R1', 'Koning') },
      'GET /project/5/project_role/1/users': (call) => ({ status: 200, body: call.query.location === '0' ? { casts, total: 0, data: [] } : users }),
    });
    expect(await screen.findByRole('checkbox', { name: 'Jens Peeters – Cast A' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sla op' })).toBeNull();
    await user().click(screen.getByRole('tab', { name: 'Off-stage' }));
    expect(await screen.findByText('Er zijn geen ingeschreven medewerkers op deze kant van het podium.')).toBeInTheDocument();
    expect(calls.some((c) => c.query.location === '0')).toBe(true);
  });
});

describe('scene detail', () => {
  const scene = { id: 3, projectId: 5, identifier: 'S1', name: 'Het hof', description: null, sceneGroupId: null, sceneGroup: null, roles: [{ ...ref(1, 'R1', 'Koning'), speaking: true }], groups: [ref(4, 'G1', 'Koor')] };

  it('shows the roles and groups and who is called, asks for a selection and removes a role', async () => {
    const calls = open('/projecten/5/scenes/3', ALL, {
      'GET /project/5/scene/3': { status: 200, body: scene },
      'GET /project/5/project_roles': list([role(1, 'R1', 'Koning'), role(2, 'R2', 'Nar')]),
      'GET /project/5/groups': list([group(4, 'G1', 'Koor')]),
      'GET /project/5/scene/3/called': { status: 200, body: { sceneId: 3, castId: null, users: [{ userId: 7, firstName: 'Jens', lastName: 'Peeters', viaRole: true }] } },
      'POST /project/5/scene/3/links': { status: 400, body: { code: 'validation', message: 'Selecteer minstens één rol of groep.', fields: { roleIds: 'Selecteer minstens één rol of groep.' } } },
      'DELETE /project/5/scene/3/links': { status: 200, body: { message: 'Rollen en groepen werden succesvol van de scène verwijderd' } },
    });
    expect(await screen.findByRole('heading', { name: 'S1 – Het hof' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Koning' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Koor' })).toBeInTheDocument();
    expect(await screen.findByText('Jens Peeters')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Selecteer minstens één rol of groep.')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Verwijderen uit scène: Koning' }));
    expect(await screen.findByText('Rollen en groepen werden succesvol van de scène verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ roleIds: [1], groupIds: [] }));
  });

  it('hides the add controls without scenes.update', async () => {
    open('/projecten/5/scenes/3', { canReadScenes: true }, {
      'GET /project/5/scene/3': { status: 200, body: scene },
      'GET /project/5/scene/3/called': { status: 200, body: { sceneId: 3, castId: null, users: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'S1 – Het hof' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toevoegen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Verwijderen uit scène/ })).toBeNull();
  });
});

describe('linked groups in the group form', () => {
  it('links another group and unlinks one, each saved at once', async () => {
    const koor = group(4, 'G1', 'Koor', { linkedGroups: [ref(5, 'G2', 'Dansers')] });
    const calls = open('/projecten/5/groepen', ALL, {
      'GET /project/5/groups': list([koor, group(5, 'G2', 'Dansers'), group(6, 'G3', 'Ruiters')]),
      'GET /project/5/group/4': { status: 200, body: koor },
      'POST /project/5/group/4/link_group': { status: 200, body: { message: 'Groep werd succesvol gekoppeld', data: koor } },
      'DELETE /project/5/group/4/link_group': { status: 200, body: { message: 'Groep werd succesvol ontkoppeld', data: koor } },
    });
    await user().click((await screen.findAllByRole('button', { name: /^Bewerken.*G1 Koor/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user().click(await within(dialog).findByRole('button', { name: 'Ontkoppelen: G2 Dansers' }));
    expect(await screen.findByText('Groep werd succesvol ontkoppeld')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ groupId: 5 });
    await user().click(within(dialog).getByLabelText('Groep koppelen'));
    await user().click(await screen.findByRole('option', { name: 'G3 – Ruiters', hidden: true }));
    expect(await screen.findByText('Groep werd succesvol gekoppeld')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ groupId: 6 });
  });
});
