import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

function renderOwn(answer: object) {
  mockApi({
    'GET /auth': { status: 200, body: sessionUser({ id: 7, level: 0 }) },
    'GET /own/project_roles/Dolhuys': { status: 200, body: answer },
  });
  renderApp('/rollen/Dolhuys', { token: 'token-1' });
}

describe('/rollen/{projectName} (spec 2 §2 §8)', () => {
  it.each([
    ['notOpen', 'Het rollenschema staat momenteel niet open, kom later nog eens een kijkje nemen'],
    ['noRoles', 'Je bent momenteel niet aan een rol toegewezen'],
    ['notRegistered', 'Je bent niet ingeschreven in een project, gelieve je eerst in te schrijven'],
  ])('state %s shows the spec’s text', async (state, text) => {
    renderOwn({ state, message: text, casting: null });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the roles per cast with their scenes once the scheme is open', async () => {
    renderOwn({
      state: 'ok',
      message: null,
      casting: {
        projectId: 5,
        projectName: 'Dolhuys',
        userId: 7,
        casts: [{ id: 1, name: 'A' }],
        items: [{ type: 'role', id: 11, identifier: 'R1', name: 'Koning', description: null, speaking: true, castId: 1, castName: 'A', scenes: [{ id: 3, identifier: 'S1', name: 'Het hof' }] }],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mijn rollen in Dolhuys' })).toBeInTheDocument();
    expect(await screen.findByText('Cast A')).toBeInTheDocument();
    expect(screen.getByText('R1 – Koning')).toBeInTheDocument();
    expect(screen.getByText('Scènes: S1')).toBeInTheDocument();
  });
});
