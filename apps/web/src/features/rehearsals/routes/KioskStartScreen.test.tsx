import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const reception = { canUsePin: true, canSeeCalendar: true };
const event = { id: 9, projectId: 5, projectName: 'Het Geels Dolhuys 2027', title: 'Doorloop akte 1', start: '2026-11-26T18:30:00.000Z', end: '2026-11-26T21:00:00.000Z', location: 'Feestzaal', past: false };

function render(events: object[], flags: Record<string, boolean> = reception) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags }) },
    'GET /repetitions/all': { status: 200, body: events },
  });
  const app = renderApp('/', { token: 'token-1' });
  return { calls, ...app };
}

afterEach(() => vi.unstubAllGlobals());

describe('the kiosk start screen (/onthaal, issue 14)', () => {
  it("lands a reception account on today's rehearsals, each opening its pin screen", async () => {
    const { calls, router } = render([event]);
    const card = await screen.findByRole('article', { name: /Doorloop akte 1/ });
    expect(router.state.location.pathname).toBe('/onthaal');
    const pin = within(card).getByRole('link', { name: 'Pinscherm openen' });
    expect(pin).toHaveAttribute('href', '/pinscherm/9?repetitionIds=9');
    expect(pin).toHaveAttribute('target', '_blank');
    // One local day: from midnight to the next midnight.
    const { from, to } = calls.find((c) => c.path === '/repetitions/all')!.query;
    expect(new Date(to!).getTime() - new Date(from!).getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(new Date(from!).getHours()).toBe(0);
    expect(screen.queryByRole('link', { name: 'Kledij terugnemen' })).toBeNull();
  });

  it('says so when there is no rehearsal today, and offers the clothing return kiosk with that right', async () => {
    render([], { ...reception, canUpdateArticles: true });
    expect(await screen.findByText(/Er zijn vandaag geen repetities/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kledij terugnemen' })).toHaveAttribute('href', '/kledijbeheer/terugname');
  });
});
