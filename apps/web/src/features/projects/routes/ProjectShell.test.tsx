import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveEvents } from '../../../lib/liveEvents';
import { mockApi, sessionUser } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';

const project = (flags: Record<string, boolean>, overrides = {}) =>
  projectDto(flags, {
    subtitle: 'Openluchtspel',
    openFrom: '2020-01-01',
    closedFrom: '2020-06-30',
    closedOffStage: '2020-07-31',
    projectClosed: '2020-09-30',
    active: false,
    open: false,
    ...overrides,
  });
const stats = { registrations: 120, onStage: 80, offStage: 40, roles: 12, groups: 4, scenes: 9, repetitions: { total: 10, past: 3, future: 7 } };
const staffFlags = { canReadProjects: true, canCreateProjects: true, canUpdateProjects: true, canReadCasts: true, canCreateCasts: true };
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('project shell and overview (spec 2 §2)', () => {
  it('shows the statistics cards and the actions the caller has in this project', async () => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: staffFlags }) },
      'GET /project/5': { status: 200, body: project(staffFlags) },
      'GET /statistics/overview/5': { status: 200, body: stats },
    });
    renderApp('/projecten/5', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'Het Geels Dolhuys 2027', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(screen.getByText('Voorbij: 3 · Gepland: 7')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).getByRole('link', { name: 'Project bewerken' })).toHaveAttribute('href', '/projecten/5/bewerk');
    expect(within(toolbar).getByRole('link', { name: 'Instellingen' })).toHaveAttribute('href', '/projecten/5/instellingen');
    expect(within(toolbar).getByRole('button', { name: 'Dupliceren' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });

  it('says the project is missing for a 404', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 0 }) } });
    renderApp('/projecten/77/overzicht', { token: 'token-1' });
    expect(await screen.findByText('Dit project kon niet worden gevonden')).toBeInTheDocument();
  });

  it('refuses a page without its right in the project', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 0 }) }, 'GET /project/5': { status: 200, body: project({}, { open: true }) } });
    renderApp('/projecten/5/overzicht', { token: 'token-1' });
    expect(await screen.findByText('U heeft geen toegang tot dit onderdeel van het project.')).toBeInTheDocument();
  });

  it('shows only the settings tabs the caller has', async () => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: {} }) },
      'GET /project/5': { status: 200, body: project({ canReadProjects: true, canReadCasts: true, canCreateCasts: true }) },
      'GET /projects/5/settings': { status: 200, body: { choices: [], casts: [{ id: 1, projectId: 5, name: 'Cast A' }], types: [], locations: [] } },
    });
    renderApp('/projecten/5/instellingen', { token: 'token-1' });
    expect(await screen.findByRole('rowheader', { name: 'Cast A' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist', { name: 'Instellingen' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Casts']);
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cast A bewerken' })).toBeNull();
  });

  it('adds a cast and shows the server refusal of a duplicate name', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: staffFlags }) },
      'GET /project/5': { status: 200, body: project(staffFlags) },
      'GET /projects/5/settings': { status: 200, body: { choices: [], casts: [{ id: 1, projectId: 5, name: 'Cast A' }], types: [], locations: [] } },
      'POST /project/5/casts': {
        status: 400,
        body: { message: 'Deze naam is al in gebruik', code: 'validation', fields: { name: 'Deze naam is al in gebruik' } },
      },
    });
    renderApp('/projecten/5/instellingen/casts', { token: 'token-1' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /Naam/ }), 'ca');
    await u.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('min. 3 en max. 30 karakters')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Naam/ }), 'st a');
    await u.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Deze naam is al in gebruik')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'cast a' });
  });
});

describe('edit project', () => {
  it('fills the form with the project and saves every field', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: staffFlags }) },
      'GET /project/5': { status: 200, body: project(staffFlags, { auditionsEnabled: true, auditionHint: 'Audities op zaterdag' }) },
      'PUT /project/5': { status: 200, body: project(staffFlags, { name: 'Dolhuys' }) },
      'GET /statistics/overview/5': { status: 200, body: stats },
    });
    const { router } = renderApp('/projecten/5/bewerk', { token: 'token-1' });
    const u = user();
    const name = await screen.findByRole('textbox', { name: /^Naam/ });
    expect(name).toHaveValue('Het Geels Dolhuys 2027');
    expect(screen.getByRole('textbox', { name: /Einde project/ })).toHaveValue('30/09/2020');
    expect(screen.getByRole('textbox', { name: /Uitleg bij de audities/ })).toHaveValue('Audities op zaterdag');
    await u.clear(name);
    await u.type(name, 'Dolhuys');
    await u.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Project werd succesvol gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Dolhuys',
      projectClosed: '2020-09-30',
      auditionsEnabled: true,
      auditionHint: 'Audities op zaterdag',
      rolesOpen: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projecten/5/overzicht'));
  });
});

describe('copy dialog (spec 1 §4)', () => {
  it('warns about an inactive copy, follows the progress events of its own copy and reports success', async () => {
    let resolveCopy: (() => void) | null = null;
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: staffFlags }) },
      'GET /project/5': { status: 200, body: project(staffFlags) },
      'GET /statistics/overview/5': { status: 200, body: stats },
    });
    // The copy answers only when the test says so, so the progress can be seen first.
    const answered = new Promise<void>((resolve) => (resolveCopy = resolve));
    const fetchMock = globalThis.fetch;
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if (String(input).includes('/copy')) {
        await answered;
        return new Response(JSON.stringify({ message: 'Project succesvol gedupliceerd', data: project(staffFlags, { id: 6, name: 'Kopie' }), copied: {} }), {
          status: 201,
        });
      }
      return fetchMock(input, init);
    }) as typeof fetch;
    renderApp('/projecten/5/overzicht', { token: 'token-1' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Dupliceren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Het Geels Dolhuys 2027 dupliceren' });
    expect(within(dialog).getByRole('textbox', { name: /^Naam/ })).toHaveValue('Het Geels Dolhuys 2027 (kopie)');
    expect(within(dialog).getByText(/Dit project is niet actief/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Toegangsrollen' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Dupliceren' }));
    await screen.findByRole('progressbar', { name: 'Voortgang van het dupliceren' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    act(() => {
      liveEvents.emit('PROJECT_COPY_PROGRESS', { uuid: 'someone-else', projectId: 5, progress: 90 });
    });
    expect(screen.getByText('0%')).toBeInTheDocument();
    await act(async () => {
      resolveCopy!();
      await answered;
    });
    expect(await screen.findByText('100%')).toBeInTheDocument();
    expect(await screen.findByText('Project succesvol gedupliceerd', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Naar het nieuwe project' })).toBeInTheDocument();
  });
});
