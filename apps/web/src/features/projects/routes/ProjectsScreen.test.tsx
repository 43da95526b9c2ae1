import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';

const list = (data: unknown[]) => ({ status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters: {}, message: null } });
const info = { status: 200, body: { title: 'Welkom op ons inschrijfsysteem', description: 'Er zijn momenteel geen projecten open voor inschrijving.' } };
const openProject = (overrides = {}) => ({
  id: 5,
  name: 'Het Geels Dolhuys 2027',
  title: null,
  subtitle: 'Openluchtspel',
  openFrom: '2026-01-01',
  closedFrom: '2099-06-30',
  closedOffStage: '2099-07-31',
  projectClosed: '2099-09-30',
  extended: false,
  active: true,
  registrations: 12,
  registration: null,
  ...overrides,
});
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('/projecten for participants (spec 1 §2, spec 2 §8)', () => {
  it('shows the welcome text and the empty message when nothing is open', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 0 }) }, 'GET /projects': list([]), 'GET /general/info': info });
    renderApp('/projecten', { token: 'token-1' });
    expect(await screen.findByText('Er zijn momenteel geen lopende projecten, kom later nog eens een kijkje nemen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welkom op ons inschrijfsysteem' })).toBeInTheDocument();
  });

  it('offers the register button for an open project, and shows their own registration beneath another', async () => {
    const registered = openProject({
      id: 6,
      name: 'Processie 2027',
      registration: { id: 9, location: 0, auditioning: false, creationDt: '2026-03-02T10:00:00.000Z' },
    });
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 0 }) }, 'GET /projects': list([openProject(), registered]) });
    renderApp('/projecten', { token: 'token-1' });
    const open = await screen.findByRole('article', { name: 'Het Geels Dolhuys 2027' });
    expect(within(open).getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', '/projecten/inschrijven/5');
    expect(within(open).getByText('Inschrijven kan tot 31/07/2099')).toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'Processie 2027' });
    expect(within(mine).queryByRole('link', { name: 'Inschrijven' })).toBeNull();
    expect(within(mine).getByText('Je bent ingeschreven')).toBeInTheDocument();
    expect(within(mine).getByText('Ingeschreven op 02/03/2026 · Naast het podium')).toBeInTheDocument();
  });
});

describe('/projecten for staff', () => {
  it('lists the active projects by default and the inactive ones with the toggle', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadProjects: true, canCreateProjects: true } }) },
      'GET /projects': (call) =>
        list(JSON.parse(call.query.filters ?? '{}').inactive === 1 ? [openProject({ id: 2, name: 'Dimpna-spel 2025', active: false })] : [openProject()]),
    });
    renderApp('/projecten', { token: 'token-1' });
    expect(await screen.findByRole('rowheader', { name: 'Het Geels Dolhuys 2027' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuw project' })).toHaveAttribute('href', '/projecten/nieuw');
    expect(JSON.parse(calls.find((c) => c.path === '/projects')!.query.filters!)).toEqual({ inactive: 0 });
    await user().click(screen.getByRole('radio', { name: 'Niet actief' }));
    expect(await screen.findByRole('rowheader', { name: 'Dimpna-spel 2025' })).toBeInTheDocument();
  });

  it('has no new-project button without projects.create', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadProjects: true } }) }, 'GET /projects': list([openProject()]) });
    renderApp('/projecten', { token: 'token-1' });
    await screen.findByRole('rowheader', { name: 'Het Geels Dolhuys 2027' });
    expect(screen.queryByRole('link', { name: 'Nieuw project' })).toBeNull();
  });
});

describe('new project form (spec 1 §5)', () => {
  it('checks the name on blur, asks for the audition hint only with auditions, and posts the dates as YYYY-MM-DD', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadProjects: true, canCreateProjects: true } }) },
      'POST /projects': { status: 201, body: projectDto({}, { id: 44, name: 'Kermisspel' }) },
    });
    renderApp('/projecten/nieuw', { token: 'token-1' });
    const u = user();
    const name = await screen.findByRole('textbox', { name: /^Naam/ });
    await u.type(name, 'ab');
    await u.tab();
    expect(await screen.findByText('min. 3 en max. 255 karakters')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Uitleg bij de audities/ })).toBeNull();
    await u.click(screen.getByRole('switch', { name: 'Audities' }));
    expect(screen.getByRole('textbox', { name: /Uitleg bij de audities/ })).toBeInTheDocument();
    await u.click(screen.getByRole('switch', { name: 'Audities' }));
    await u.type(name, 'c spel');
    await u.type(screen.getByRole('textbox', { name: /Inschrijvingen open vanaf/ }), '01/03/2027');
    await u.type(screen.getByRole('textbox', { name: /Einde inschrijvingen op het podium/ }), '30/06/2027');
    await u.type(screen.getByRole('textbox', { name: /Einde inschrijvingen naast het podium/ }), '31/07/2027');
    await u.type(screen.getByRole('textbox', { name: /^Einde project/ }), '30/09/2027');
    await u.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: 'abc spel',
        openFrom: '2027-03-01',
        closedFrom: '2027-06-30',
        projectClosed: '2027-09-30',
        auditionsEnabled: false,
      }),
    );
  });

  it('shows the server refusal on its field', async () => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadProjects: true, canCreateProjects: true } }) },
      'POST /projects': {
        status: 400,
        body: {
          message: 'Deze datum mag niet vóór de start van de inschrijvingen liggen',
          code: 'validation',
          fields: { closedFrom: 'Deze datum mag niet vóór de start van de inschrijvingen liggen' },
        },
      },
    });
    renderApp('/projecten/nieuw', { token: 'token-1' });
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: /^Naam/ }), 'Kermisspel');
    await u.type(screen.getByRole('textbox', { name: /Inschrijvingen open vanaf/ }), '01/03/2027');
    await u.type(screen.getByRole('textbox', { name: /Einde inschrijvingen op het podium/ }), '30/06/2027');
    await u.type(screen.getByRole('textbox', { name: /Einde inschrijvingen naast het podium/ }), '31/07/2027');
    await u.type(screen.getByRole('textbox', { name: /^Einde project/ }), '30/09/2027');
    await u.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze datum mag niet vóór de start van de inschrijvingen liggen')).toBeInTheDocument();
  });
});
