import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { repetitionDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';
import { appScreens } from '../../../app/appScreens';
import { appTabs } from '../../../app/appTabs';
import { prefetchSections } from '../../../app/tabs/prefetchSections';

const list = (data: unknown[]) => ({ status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters: {}, message: null } });
const info = { status: 200, body: { title: 'Welkom op ons inschrijfsysteem', description: '' } };
const registration = (userId: number, projectId: number, projectName: string) => ({
  id: projectId * 10 + userId,
  projectId,
  projectName,
  userId,
  firstName: 'Jens',
  lastName: 'Peeters',
  sex: 0,
  dateOfBirth: null,
  location: 1,
  auditioning: false,
  choices: null,
  partOfTown: null,
  talents: null,
  remarks: null,
  creationDt: '2026-03-02T10:00:00.000Z',
});
const message = { id: 4, projectId: 5, projectName: 'Het Geels Dolhuys 2027', title: 'Kostuumpas zaterdag', creationDt: '2026-11-26T09:00:00.000Z', read: false };
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

function render(replies: Record<string, unknown> = {}) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ id: 7, level: 0, firstName: 'Jens' }) },
    'GET /user/7/repetitions': { status: 200, body: [repetitionDto({ own: { present: false, markedPresent: true, reason: null } })] },
    'GET /messages/unread': { status: 200, body: { count: 1, items: [message] } },
    // Someone with project roles also reads others' registrations: the home keeps only their own.
    'GET /registrations': list([registration(7, 5, 'Het Geels Dolhuys 2027'), registration(8, 6, 'Processie 2027')]),
    'GET /projects': list([]),
    'GET /general/info': info,
    'PUT /repetition/9/mark-presence': { status: 200, body: { message: 'Je bent afgemeld', data: { repetitionId: 9, userId: 7, present: false, markedPresent: false, reason: 'Ziek' } } },
    ...replies,
  });
  const { queryClient } = renderApp('/projecten', { token: 'token-1' });
  return Object.assign(calls, { queryClient });
}

afterEach(() => vi.unstubAllGlobals());

describe("the participant's home (/projecten for level 0, issue 13)", () => {
  it('shows the next rehearsal with when and where, and signs off with a reason', async () => {
    const calls = render();
    const rehearsals = await screen.findByRole('region', { name: 'Je volgende repetities' });
    const card = await within(rehearsals).findByTestId('rehearsal-card');
    expect(within(card).getByText(/04\/03\/2027 \d\d:30 – 22:00 · Feestzaal, Kerkstraat 1/)).toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: 'Ik kan niet aanwezig zijn' }));
    await user().type(await screen.findByRole('textbox', { name: 'Reden (optioneel)' }), 'Ziek');
    await user().click(screen.getByRole('button', { name: 'Afmelden' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ markedPresent: false, reason: 'Ziek' }));
  });

  it('lists the unread messages, each opening on /berichten/{id}', async () => {
    render();
    const unread = await screen.findByRole('region', { name: 'Ongelezen berichten (1)' });
    expect(await within(unread).findByRole('link', { name: /Kostuumpas zaterdag/ })).toHaveAttribute('href', '/berichten/4');
  });

  it("lists only the participant's own projects, each linking to their roles and rehearsals", async () => {
    render();
    const projects = await screen.findByRole('region', { name: 'Mijn projecten' });
    const mine = await within(projects).findByRole('article', { name: 'Het Geels Dolhuys 2027' });
    expect(within(mine).getByRole('link', { name: 'Mijn rollen' })).toHaveAttribute('href', '/rollen/Het%20Geels%20Dolhuys%202027');
    expect(within(mine).getByRole('link', { name: 'Mijn repetities' })).toHaveAttribute('href', '/repetities/Het%20Geels%20Dolhuys%202027');
    expect(within(projects).queryByRole('article', { name: 'Processie 2027' })).toBeNull();
  });

  it('has a helpful empty state in every section', async () => {
    render({
      'GET /user/7/repetitions': { status: 200, body: [] },
      'GET /messages/unread': { status: 200, body: { count: 0, items: [] } },
      'GET /registrations': list([]),
    });
    expect(await screen.findByText('Er staan nog geen repetities voor je gepland.')).toBeInTheDocument();
    expect(await screen.findByText('Je hebt geen ongelezen berichten.')).toBeInTheDocument();
    expect(await screen.findByText(/Je bent nog voor geen project ingeschreven/)).toBeInTheDocument();
    expect(await screen.findByText('Er zijn momenteel geen lopende projecten, kom later nog eens een kijkje nemen')).toBeInTheDocument();
  });

  it('shows the data main.tsx asked for before it rendered, asking the server once per section (issue 14)', async () => {
    const home = appScreens.find((s) => s.path === '/projecten')!;
    const calls = render();
    // What main.tsx does once the stored session is confirmed, before the home renders; the answers land in the app's cache.
    void prefetchSections(appTabs, home, calls.queryClient, sessionUser({ id: 7, level: 0, firstName: 'Jens' }));
    expect(await screen.findByTestId('rehearsal-card')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Het Geels Dolhuys 2027' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ongelezen berichten (1)' })).toBeInTheDocument();
    // Asked for by the prefetch and by the sections with the same query keys: one request each.
    for (const path of ['/user/7/repetitions', '/messages/unread', '/registrations', '/projects']) expect(calls.filter((c) => c.path === path)).toHaveLength(1);
  });
});
