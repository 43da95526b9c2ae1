import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { scriptedSocket } from '../test/fixtures';

const item = (id: number, title: string, read: boolean) => ({ id, projectId: 3, projectName: 'Zomerspel 2026', title, creationDt: '2026-11-20T18:00:00.000Z', read });
const LIST = [item(21, 'Kostuumpas zaterdag', false), item(20, 'Welkom in de cast', true)];
const page = (data: unknown[]) => ({ data, total: data.length, offset: 0, items: data.length, filters: {}, message: null });
const MESSAGE = {
  id: 21,
  projectId: 3,
  projectName: 'Zomerspel 2026',
  title: 'Kostuumpas zaterdag',
  description: '<p>Kom om <strong>10 uur</strong> naar de zaal.</p><script>document.title="gekaapt"</script>',
  creationDt: '2026-11-20T18:00:00.000Z',
  read: false,
  openedDt: null,
  readDt: null,
  files: [],
};

function renderMessages(path: string, list: unknown[] = LIST, connectSocket?: ReturnType<typeof scriptedSocket>) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 0, flags: {} }) },
    'GET /messages/unread': { status: 200, body: { count: 1, items: [LIST[0]] } },
    'GET /messages': { status: 200, body: page(list) },
    'GET /messages/21': { status: 200, body: MESSAGE },
    'POST /messages/21/opened': { status: 200, body: { message: null, openedDt: '2026-11-21T09:00:00.000Z', readDt: null, unread: 0 } },
    'POST /messages/21/read': { status: 200, body: { message: 'Bericht werd gemarkeerd als gelezen', openedDt: '2026-11-21T09:00:00.000Z', readDt: '2026-11-21T09:01:00.000Z', unread: 0 } },
  });
  const view = renderApp(path, { token: 'token-1', ...(connectSocket ? { connectSocket: () => connectSocket.socket } : {}) });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('/berichten (spec 2 §2 §4)', () => {
  beforeEach(() => notifications.clean());

  it('lists the own messages with the unread titles bold, and Nieuws with its count in the menu', async () => {
    const { user } = renderMessages('/berichten');
    const unread = await screen.findByRole('rowheader', { name: /Kostuumpas zaterdag/ });
    expect(within(unread).getByText('Kostuumpas zaterdag')).toHaveAttribute('data-unread', 'true');
    const read = screen.getByRole('rowheader', { name: 'Welkom in de cast' });
    expect(within(read).getByText('Welkom in de cast')).not.toHaveAttribute('data-unread');
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    const news = await screen.findByRole('link', { name: /Nieuws/ });
    expect(await within(news).findByTestId('news-unread')).toHaveTextContent('1');
  });

  it('follows the live unread count', async () => {
    const live = scriptedSocket();
    const { user } = renderMessages('/berichten', LIST, live);
    await user.click(await screen.findByRole('button', { name: 'Menu openen' }));
    expect(await screen.findByTestId('news-unread')).toHaveTextContent('1');
    await live.fire('messages_unread', { unread: 4 });
    await waitFor(() => expect(screen.getByTestId('news-unread')).toHaveTextContent('4'));
  });

  it('says what to expect when there are none', async () => {
    renderMessages('/berichten', []);
    expect(await screen.findByText('Er zijn nog geen berichten.')).toBeInTheDocument();
    expect(screen.getByText(/verschijnt het hier en bij Nieuws/)).toBeInTheDocument();
  });
});

describe('/berichten/{id}', () => {
  beforeEach(() => notifications.clean());

  it('records the opening once, shows the rich text safely and marks read with the spec text', async () => {
    const { calls, user } = renderMessages('/berichten/21');
    expect(await screen.findByRole('heading', { name: 'Kostuumpas zaterdag' })).toBeInTheDocument();
    expect(screen.getByText('10 uur').tagName).toBe('STRONG');
    expect(document.title).not.toBe('gekaapt');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/messages/21/opened')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Markeer als gelezen' }));
    expect(await screen.findByText('Bericht werd gemarkeerd als gelezen')).toBeInTheDocument();
    expect(await screen.findByText(/Gemarkeerd als gelezen op/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markeer als gelezen' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/messages/21/opened')).toHaveLength(1);
  });
});
