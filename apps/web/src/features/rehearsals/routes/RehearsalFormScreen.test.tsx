import type { LocationDto, ProjectSettingsLists } from '@coulisse/shared/schemas/projects';
import type { SelectorData } from '@coulisse/shared/schemas/rehearsals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';

const FLAGS = { canReadProjects: true, canUpdateProjects: true, canReadLocations: true, canCreateLocations: true, canReadRepetitions: true, canCreateRepetitions: true };
const location = (id: number, identifier: string, name: string): LocationDto => ({
  id,
  projectId: 5,
  identifier,
  name,
  streetName: 'Kerkstraat',
  houseNumber: '1',
  zipCode: '2440',
  cityName: 'Geel',
});
const SELECTOR: SelectorData = { casts: [], scenes: [], sceneGroups: [], groups: [], roles: [], users: [], selection: [] };

describe('the rehearsal form and the project settings (spec 2 §2 §5)', () => {
  it('offers a location added in the settings at once: both read the one settings-lists query', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const lists: ProjectSettingsLists = { choices: [], casts: [], types: [{ id: 1, projectId: 5, name: 'Repetitie' }], locations: [location(1, 'ZAAL', 'Feestzaal')] };
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: FLAGS }) },
      'GET /project/5': { status: 200, body: projectDto(FLAGS) },
      'GET /projects/5/settings': () => ({ status: 200, body: lists }),
      'GET /repetitions/selectorData': { status: 200, body: SELECTOR },
      'POST /project/5/locations': (call: ApiCall) => {
        const added = { ...location(2, 'PAR', 'Parochiezaal'), ...(call.body as object) };
        lists.locations = [...lists.locations, added];
        return { status: 201, body: added };
      },
    });
    const { router } = renderApp('/repetities/nieuw?projectId=5', { token: 'token-1' });

    await user.click(await screen.findByRole('combobox', { name: /Locatie/ }));
    expect(await screen.findByRole('option', { name: 'ZAAL Feestzaal', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'PAR Parochiezaal', hidden: true })).toBeNull();

    await act(() => router.navigate('/projecten/5/instellingen/locaties'));
    await user.click(await screen.findByRole('button', { name: 'Toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    for (const [label, value] of [
      ['Naam', 'Parochiezaal'],
      ['Code', 'PAR'],
      ['Straat', 'Kerkstraat'],
      ['Huisnummer', '1'],
      ['Postcode', '2440'],
      ['Gemeente', 'Geel'],
    ] as const)
      await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/project/5/locations')).toBe(true));
    expect(await screen.findByRole('cell', { name: 'PAR' })).toBeInTheDocument();

    // Well within the 30 s a query stays fresh: the form must not show its old list.
    await act(() => router.navigate('/repetities/nieuw?projectId=5'));
    await user.click(await screen.findByRole('combobox', { name: /Locatie/ }));
    expect(await screen.findByRole('option', { name: 'PAR Parochiezaal', hidden: true })).toBeInTheDocument();
  });
});
