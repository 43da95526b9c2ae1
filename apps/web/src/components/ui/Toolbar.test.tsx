import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../../app/screens/screens';
import { mockApi, sessionUser } from '../../test/api';
import { renderApp } from '../../test/renderApp';
import { Toolbar } from './Toolbar';

const ACTIONS = [
  { key: 'back', label: 'Terug' },
  { key: 'mail', label: 'Mail', right: 'canReadUsers' },
  { key: 'export', label: 'Exporteren', level: 1 },
  { key: 'developer', label: 'Ontwikkelaar', level: 0 },
];

function renderToolbar(level: number, flags: Record<string, boolean>) {
  mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level, flags }) } });
  const screens: Screen[] = [{ path: '/acties', element: <Toolbar actions={ACTIONS} />, access: 'signedIn' }];
  renderApp('/acties', { screens, token: 'token-1' });
}

describe('Toolbar (spec 1 §6 toolbar action visibility)', () => {
  it('shows a level 1 user the actions for their right and level', async () => {
    renderToolbar(1, { canReadUsers: true });
    const toolbar = await screen.findByRole('toolbar');
    expect([...toolbar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Terug', 'Mail', 'Exporteren']);
  });

  it('lets level 2 use actions of level 1 and up, but not without the right', async () => {
    renderToolbar(2, {});
    const toolbar = await screen.findByRole('toolbar');
    expect([...toolbar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Terug', 'Exporteren']);
  });

  it('shows a level 0 user only actions without a level or of level 0', async () => {
    renderToolbar(0, { canReadUsers: true });
    const toolbar = await screen.findByRole('toolbar');
    expect([...toolbar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Terug', 'Mail', 'Ontwikkelaar']);
  });
});
