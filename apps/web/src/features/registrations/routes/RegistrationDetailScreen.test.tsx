import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { repetitionDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';
import { FORM, REGISTRATION, rightsAnswer } from '../test/fixtures';

const STAFF_FLAGS = { canReadRegistrations: true, canDeleteRegistrations: true, canReadUserRoles: true, canReadUserRepetitions: true, canReadUserRights: true };

const CASTS = [
  { id: 1, name: 'Cast A' },
  { id: 2, name: 'Cast B' },
];
const EMPTY_CASTING = { projectId: 5, projectName: 'Het Geels Dolhuys 2027', userId: 7, casts: CASTS, items: [] };
const CASTING = {
  ...EMPTY_CASTING,
  items: [{ type: 'role', id: 11, identifier: 'R1', name: 'Koning', description: null, speaking: true, castId: 1, castName: 'Cast A', scenes: [{ id: 3, identifier: 'S1', name: 'Het hof' }] }],
};

const REHEARSAL = repetitionDto({ own: { present: false, markedPresent: false, reason: 'Op reis' } });

function renderDetail(
  path: string,
  registration: { status: number; body?: unknown },
  flags: Record<string, boolean> = STAFF_FLAGS,
  casting: object = EMPTY_CASTING,
  rehearsals: object[] = [],
) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ id: 2, level: 2, flags }) },
    'GET /registration/40': registration,
    'GET /project/5/user/2/rights': rightsAnswer(flags),
    'GET /project/5/user/7/rights': { status: 200, body: { rights: [], flags: {}, accessRoles: [{ id: 3, name: 'Regie', projectId: 5 }] } },
    'GET /project/5/registration-form/7': { status: 200, body: FORM },
    'DELETE /registrations/signoff/40': { status: 200, body: { message: 'An Janssens werd uitgeschreven voor Het Geels Dolhuys 2027' } },
    'GET /project/5/user/7/casting': { status: 200, body: casting },
    'GET /project/5/user/7/repetitions': { status: 200, body: rehearsals },
    'GET /user/7/pin': { status: 200, body: { pin: '04217' } },
    'POST /project_roles/switch': { status: 200, body: { message: 'Succesvol gewisseld van cast', data: casting } },
  });
  renderApp(path, { token: 'token-1' });
  return calls;
}

describe('/projecten/{id}/inschrijvingen/{registrationId}/{tab} (spec 1 §2)', () => {
  it("is titled 'Inschrijving van {name}' with the tabs the reader's project rights allow", async () => {
    renderDetail('/projecten/5/inschrijvingen/40/gegevens', { status: 200, body: { ...REGISTRATION, abilities: { update: false, unregister: true, updateOwnerRemarks: false } } });
    expect(await screen.findByRole('heading', { name: 'Inschrijving van An Janssens' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Onderdelen van de inschrijving van An Janssens' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Gegevens', 'Rollen', 'Repetities', 'Toegangsrollen']);
    expect(screen.getByText('Figurant')).toBeInTheDocument();
    expect(screen.getByText('Zingen')).toBeInTheDocument();
  });

  it('unregisters after confirmation with the server text', async () => {
    const user = userEvent.setup();
    const calls = renderDetail('/projecten/5/inschrijvingen/40/gegevens', { status: 200, body: { ...REGISTRATION, abilities: { update: false, unregister: true, updateOwnerRemarks: false } } });
    await user.click(await screen.findByRole('button', { name: 'Uitschrijven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitschrijven' });
    expect(dialog).toHaveTextContent('Bent u zeker dat u An Janssens wilt uitschrijven voor Het Geels Dolhuys 2027?');
    await user.click(within(dialog).getByRole('button', { name: 'Uitschrijven' }));
    expect(await screen.findByText('An Janssens werd uitgeschreven voor Het Geels Dolhuys 2027')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/registrations/signoff/40')).toBe(true);
  });

  it('shows the missing-registration message for a registration that cannot be found', async () => {
    renderDetail('/projecten/5/inschrijvingen/40/gegevens', { status: 404, body: { message: 'Dit item kon niet worden gevonden.', code: 'not_found' } });
    expect(await screen.findByText('Voor deze gebruiker kon de inschrijving niet worden gevonden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug' })).toBeInTheDocument();
  });

  it('shows the roles, the rehearsals in this project and the project access roles', async () => {
    const user = userEvent.setup();
    const calls = renderDetail('/projecten/5/inschrijvingen/40/rollen', { status: 200, body: REGISTRATION });
    expect(await screen.findByText('Deze medewerker heeft in dit project nog geen rollen of groepen.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Repetities' }));
    expect(await screen.findByText('Deze gebruiker neemt nog geen deel aan repetities')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/project/5/user/7/repetitions')).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Toegangsrollen' }));
    expect(await screen.findByText('Regie')).toBeInTheDocument();
  });

  it("lists the person's rehearsals in the project with their presence and pin on the Repetities tab (issue 6)", async () => {
    const calls = renderDetail('/projecten/5/inschrijvingen/40/repetities', { status: 200, body: REGISTRATION }, STAFF_FLAGS, EMPTY_CASTING, [REHEARSAL]);
    const row = (await screen.findByText(/Doorloop akte 1/)).closest('tr')!;
    expect(within(row).getByText('Feestzaal')).toBeInTheDocument();
    expect(within(row).getByText('Verwittigd afwezig')).toBeInTheDocument();
    // Staff (user 2) read someone else's pin: 'Pincode', not 'Je pincode'.
    expect(await screen.findByText('Pincode: 04217')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/project/5/user/7/repetitions')).toBe(true);
  });

  it('switches selected roles to another cast with the server message (issue 5)', async () => {
    const user = userEvent.setup();
    const calls = renderDetail('/projecten/5/inschrijvingen/40/rollen', { status: 200, body: REGISTRATION }, { ...STAFF_FLAGS, canUpdateRoles: true }, CASTING);
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer R1 Koning' }));
    await user.click(screen.getAllByLabelText('Naar cast')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Cast B', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Wissel' }));
    expect(await screen.findByText('Succesvol gewisseld van cast')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/project_roles/switch')?.body).toEqual({ userId: 7, castId: 2, roleIds: [11], groupIds: [], castMap: { r11: 1 } });
  });

  it('offers only the Gegevens tab without the tab rights, and the form to who may edit', async () => {
    renderDetail('/projecten/5/inschrijvingen/40/gegevens', { status: 200, body: REGISTRATION }, { canReadRegistrations: true, canUpdateRegistrations: true });
    expect(await screen.findByRole('heading', { name: 'Inschrijving van An Janssens' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Figurant/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
  });
});
