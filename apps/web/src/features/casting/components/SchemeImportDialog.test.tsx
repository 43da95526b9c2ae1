import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';
import { schemeImportTabs } from './SchemeImportDialog';

const project = (flags: Record<string, boolean>) =>
  projectDto({ canReadProjects: true, ...flags }, { name: 'Dolhuys', openFrom: '2020-01-01', closedFrom: '2020-06-30', closedOffStage: '2020-07-31', open: false });
const stats = { registrations: 0, onStage: 0, offStage: 0, roles: 0, groups: 0, scenes: 0, repetitions: { total: 0, past: 0, future: 0 } };
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const preview = (refused: number) => ({
  file: 'scheme',
  confirmed: false,
  message: null,
  header: [],
  rows: [
    { row: 2, cells: ['scène', 'S1', 'Proloog', '', '', ''], problems: [] },
    ...(refused ? [{ row: 3, cells: ['rol', 'R1', 'Koning', '', 'ja', 'S9'], problems: ['casting.schemeImport.problem.unknownScene?list=S9'] }] : []),
  ],
  accepted: 1,
  refused,
  created: 0,
  updated: 0,
  linked: 0,
});

function open(flags: Record<string, boolean>, replies: Record<string, { status: number; body?: unknown } | ((c: { query: Record<string, string> }) => { status: number; body?: unknown })> = {}) {
  mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: {} }) },
    'GET /project/5': { status: 200, body: project(flags) },
    'GET /statistics/overview/5': { status: 200, body: stats },
    ...replies,
  });
  renderApp('/projecten/5/overzicht', { token: 'token-1' });
}

describe('role scheme import dialog (spec 2 §5 §6)', () => {
  it('has a tab per right: scheme with a create right, players with an update right, export with a read right', () => {
    expect(schemeImportTabs({ canCreateScenes: true })).toEqual({ scheme: true, users: false, export: false });
    expect(schemeImportTabs({ canUpdateGroups: true, canReadRoles: true })).toEqual({ scheme: false, users: true, export: true });
    expect(schemeImportTabs({})).toEqual({ scheme: false, users: false, export: false });
  });

  it('is not offered without any of those rights', async () => {
    open({});
    expect(await screen.findByRole('heading', { name: 'Dolhuys', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rollenschema' })).toBeNull();
  });

  it('previews a file with its refused rows and does not allow confirming it', async () => {
    open({ canCreateRoles: true, canReadRoles: true }, { 'POST /project/5/import/scheme': { status: 200, body: preview(1) } });
    await user().click(await screen.findByRole('button', { name: 'Rollenschema' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Rollenschema importeren', 'Rollenschema exporteren']);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user().upload(input, new File(['x'], 'schema.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Onbekende scène: S9.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 rijen in orde, 1 met fouten')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importeer 1 rijen' })).toBeDisabled();
  });

  it('confirms a clean file and shows the result', async () => {
    open(
      { canCreateScenes: true },
      {
        'POST /project/5/import/scheme': ({ query }) =>
          query.confirm === 'true' ? { status: 200, body: { ...preview(0), confirmed: true, created: 1, message: 'Rollenschema geïmporteerd: 1 aangemaakt, 0 bijgewerkt, 0 koppelingen aan scènes.' } } : { status: 200, body: preview(0) },
      },
    );
    await user().click(await screen.findByRole('button', { name: 'Rollenschema' }));
    const dialog = await screen.findByRole('dialog');
    await user().upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'schema.csv', { type: 'text/csv' }));
    await user().click(await within(dialog).findByRole('button', { name: 'Importeer 1 rijen' }));
    expect(await within(dialog).findByText('Rollenschema geïmporteerd: 1 aangemaakt, 0 bijgewerkt, 0 koppelingen aan scènes.')).toBeInTheDocument();
  });
});
