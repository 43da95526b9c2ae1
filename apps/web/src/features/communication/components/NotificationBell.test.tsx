import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { listAnswer, scriptedSocket, UNREAD } from '../test/fixtures';

function renderBell(options: { count?: number; level?: 0 | 1; shouldVerify?: boolean } = {}) {
  const state = { count: options.count ?? 2, items: UNREAD };
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: options.level ?? 1, shouldVerify: options.shouldVerify ?? false }) },
    'GET /notifications/unread': () => ({ status: 200, body: { count: state.count, items: state.items.slice(0, state.count) } }),
    'GET /notifications': { status: 200, body: listAnswer([]) },
    'GET /notification/11': () => {
      state.count -= 1;
      state.items = state.items.slice(1);
      return { status: 200, body: { ...UNREAD[0], read: true } };
    },
    'PUT /notifications/read-all': () => {
      const updated = state.count;
      state.count = 0;
      return { status: 200, body: { updated } };
    },
  });
  const { socket, fire } = scriptedSocket();
  const view = renderApp('/profiel', { token: 'token-1', connectSocket: () => socket });
  return { calls, state, fire, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** jsdom gives the dropdown no size, so Mantine's positioning hides it: its content is queried with `hidden: true`. */
const popover = () => screen.findByRole('dialog', { name: 'Ongelezen meldingen', hidden: true });
const bell = (count: number) => screen.findByRole('button', { name: count ? `Meldingen, ${count} ongelezen` : 'Meldingen' });

describe('the notification bell in the top bar (spec 1 §2, §9)', () => {
  // Notices live in a store shared by the whole test file.
  beforeEach(() => notifications.clean());

  it('shows the unread count and, on click, the newest unread with label, text and time ago', async () => {
    const { user } = renderBell();
    const button = await bell(2);
    expect(within(button).getByText('2')).toBeInTheDocument();
    await user.click(button);
    const dropdown = await popover();
    const items = within(dropdown).getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Contactgegevens gewijzigd')).toBeInTheDocument();
    expect(within(items[0]!).getByText('De contactgegevens van José Peeters werden gewijzigd.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 minuten geleden')).toBeInTheDocument();
    expect(within(items[1]!).getByText("Ann D'hondt heeft zich geregistreerd.")).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 uur geleden')).toBeInTheDocument();
    expect(within(dropdown).getByRole('link', { name: 'Alle meldingen bekijken', hidden: true })).toHaveAttribute('href', '/meldingen');
  });

  it('opens a notification on /meldingen, which marks it read, and the count follows', async () => {
    const { user, router, calls } = renderBell();
    await user.click(await bell(2));
    await user.click(within(await popover()).getByRole('button', { name: /Contactgegevens gewijzigd/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meldingen'));
    expect(router.state.location.search).toBe('?melding=11');
    expect(await screen.findByRole('dialog', { name: 'Contactgegevens gewijzigd' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/notification/11')).toBe(true);
    expect(await bell(1)).toBeInTheDocument();
  });

  it('marks all read: every unread one, not only those shown', async () => {
    const { user, calls } = renderBell({ count: 2 });
    await user.click(await bell(2));
    await user.click(within(await popover()).getByRole('button', { name: 'Alles als gelezen markeren', hidden: true }));
    expect(await bell(0)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/notifications/read-all')).toBe(true);
    await user.click(await bell(0));
    expect(await screen.findByText('U heeft geen ongelezen meldingen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alles als gelezen markeren', hidden: true })).not.toBeInTheDocument();
  });

  it('counts up live when a notification arrives and says so (spec 1 §8)', async () => {
    const { fire, state, calls } = renderBell({ count: 1 });
    await bell(1);
    state.count = 2;
    const asked = calls.length;
    await fire('notification', { unread: 2 });
    expect(await bell(2)).toBeInTheDocument();
    expect(await screen.findByText('U heeft een nieuwe melding ontvangen')).toBeInTheDocument();
    await waitFor(() => expect(calls.slice(asked).some((c) => c.path === '/notifications/unread')).toBe(true));
  });

  it('follows reads in other tabs without a notice, and ignores malformed events', async () => {
    const { fire, state } = renderBell({ count: 2 });
    await bell(2);
    await fire('notification', { unread: 'veel' });
    await fire('notifications_changed', null);
    expect(await bell(2)).toBeInTheDocument();
    state.count = 0;
    await fire('notifications_changed', { unread: 0 });
    expect(await bell(0)).toBeInTheDocument();
    expect(screen.queryByText('U heeft een nieuwe melding ontvangen')).not.toBeInTheDocument();
  });

  it('shows 99+ for a large count', async () => {
    renderBell({ count: 250 });
    expect(within(await bell(250)).getByText('99+')).toBeInTheDocument();
  });

  it('is there for a volunteer too', async () => {
    renderBell({ level: 0, count: 0 });
    expect(await bell(0)).toBeInTheDocument();
  });

  it('is not there while the account must be verified (spec 1 §4)', async () => {
    const { calls } = renderBell({ shouldVerify: true });
    // The menu itself, once loaded (`DeferredMenu`): the frame is complete.
    expect(await screen.findByRole('button', { name: /Profielmenu/, expanded: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Meldingen/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/notifications/unread')).toBe(false);
  });
});
