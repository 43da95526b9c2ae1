import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';
import { scriptedSocket } from '../../../test/socket';

const project = (id: number, name: string): ProjectDto =>
  projectDto({ canReadProjects: true, canReadRegistrations: true, canCreateRegistrations: true, canCopyRegistrations: true }, { id, name });

const ANSWER = { message: 'Inschrijvingen succesvol gekopieerd', copied: 12, skipped: 3 };

type Reply = Parameters<typeof mockApi>[0][string];

function renderCopy(copyReply: Reply = { status: 201, body: ANSWER }) {
  const live = scriptedSocket();
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ id: 2, level: 2, flags: {} }) },
    'GET /project/5': { status: 200, body: project(5, 'Het Geels Dolhuys 2027') },
    'GET /project/9': { status: 200, body: project(9, 'Josafat-spel 2028') },
    'GET /project/5/registrations/copy-targets': { status: 200, body: [{ value: 9, label: 'Josafat-spel 2028' }] },
    'POST /project/5/registrations/copy': copyReply,
    'GET /project/9/registrations': { status: 200, body: { data: [], total: 0, offset: 0, items: 0, filters: {}, message: null } },
  });
  const view = renderApp('/projecten/5/kopieer-deelnemers', { token: 'token-1', connectSocket: () => live.socket });
  return { ...view, calls, live, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('/projecten/{id}/kopieer-deelnemers (spec 1 §2 §4 §9)', () => {
  it('copies to the chosen project, follows the live progress in a window and then says so', async () => {
    let copyCall = null as ApiCall | null;
    let release: () => void = () => undefined;
    const { calls, user, router, live } = renderCopy(
      (call) =>
        new Promise((resolve) => {
          copyCall = call;
          release = () => resolve({ status: 201, body: ANSWER });
        }),
    );
    expect(await screen.findByText(/Kopieer alle inschrijvingen van Het Geels Dolhuys 2027/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Kopiëren' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Naar project/ }));
    await user.click(await screen.findByRole('option', { name: 'Josafat-spel 2028', hidden: true }));

    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Inschrijvingen worden gekopieerd…' });
    await waitFor(() => expect(copyCall).not.toBeNull());
    const { uuid } = copyCall!.body as { uuid: string };
    const progress = (value: number, of = uuid) => live.fire('REGISTRATIONS_COPY_PROGRESS', { uuid: of, kind: 'registrations', progress: value });
    // The session socket carries the progress of this copy only.
    await progress(70, 'een-andere-kopie');
    await progress(40);
    expect(await within(dialog).findByText('40%')).toBeInTheDocument();
    // An older event does not move the bar back.
    await progress(20);
    expect(within(dialog).getByText('40%')).toBeInTheDocument();

    release();
    expect(await within(dialog).findByText('100%')).toBeInTheDocument();
    expect(within(dialog).getByText('12 inschrijvingen gekopieerd, 3 overgeslagen (al ingeschreven).')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST' && c.path === '/project/5/registrations/copy')!.body;
    expect(body).toEqual({ projectId: 9, uuid });

    expect(await screen.findByText('Inschrijvingen succesvol gekopieerd', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/projecten/9/inschrijvingen'));
  });

  it('closes the window and shows the refusal when the server refuses the copy', async () => {
    const { user } = renderCopy({ status: 400, body: { message: 'Het doelproject is niet meer actief', code: 'validation' } });
    await user.click(await screen.findByRole('combobox', { name: /Naar project/ }));
    await user.click(await screen.findByRole('option', { name: 'Josafat-spel 2028', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect(await screen.findByText('Het doelproject is niet meer actief')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
