import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const SENT = {
  id: 4,
  to: 'an@voorbeeld.be',
  subject: 'Bevestig uw mailadres',
  template: 'confirm-email',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  sentAt: '2026-11-21T09:00:02.000Z',
  mailingId: null,
};
const FAILED = { ...SENT, id: 5, to: 'jan@voorbeeld.be', subject: 'Wachtwoord wijzigen', status: 'failed', attempts: 3, lastError: 'SMTP-server weigert de verbinding', sentAt: null };
const HTML = '<p>Beste An</p><script>parent.document.title = "gekaapt"</script><a href="http://localhost/?confirmToken=abc">Mailadres bevestigen</a>';
const details: Record<number, object> = { 4: { ...SENT, html: HTML, text: 'Beste An, klik op de link: http://localhost/?confirmToken=abc' }, 5: { ...FAILED, html: '<p>Beste Jan</p>', text: 'Beste Jan' } };

function renderOutbox(level = 1, path = '/verzonden-mails') {
  let retried = false;
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level }) },
    'GET /mails': { status: 200, body: { data: [SENT, FAILED], total: 2, offset: 0, items: 2, filters: {}, message: null } },
    'GET /mail/4': { status: 200, body: details[4] },
    'GET /mail/5': () => ({ status: 200, body: { ...details[5], status: retried ? 'queued' : 'failed' } }),
    'POST /mail/5/retry': () => {
      retried = true;
      return { status: 200, body: { ...details[5], status: 'queued' } };
    },
  });
  const view = renderApp(path, { token: 'token-1' });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('outbox screen (ARCHITECTURE §2)', () => {
  it('lists the mails newest first with their status', async () => {
    const { calls } = renderOutbox();
    const row = (await screen.findByRole('rowheader', { name: 'Wachtwoord wijzigen' })).closest('tr');
    expect(row && within(row).getByText('Mislukt')).toBeInTheDocument();
    expect(row && within(row).getByText('Nog niet verzonden')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/mails')?.query.sort).toBe('createdAt:desc');
  });

  it('previews a mail: its HTML in a fully sandboxed frame, and its text', async () => {
    const { router, user } = renderOutbox();
    await user.click(await screen.findByRole('link', { name: 'Bevestig uw mailadres' }));
    const preview = await screen.findByRole('dialog', { name: 'Mail aan an@voorbeeld.be' });
    expect(router.state.location.search).toBe('?mail=4');
    const frame = await within(preview).findByTitle('Opgemaakte versie van de mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', HTML);
    expect(within(preview).queryByRole('button', { name: 'Opnieuw versturen' })).not.toBeInTheDocument();

    await user.click(within(preview).getByRole('tab', { name: 'Tekst' }));
    expect(within(preview).getByText(/confirmToken=abc/)).toBeInTheDocument();
  });

  it('sends a failed mail again', async () => {
    const { calls, user } = renderOutbox(1, '/verzonden-mails?mail=5');
    const preview = await screen.findByRole('dialog', { name: 'Mail aan jan@voorbeeld.be' });
    expect(await within(preview).findByText('SMTP-server weigert de verbinding')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Opnieuw versturen' }));
    expect(await screen.findByText('De mail staat opnieuw in de wachtrij.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/mail/5/retry')).toBe(true);
    await waitFor(() => expect(within(preview).queryByRole('button', { name: 'Opnieuw versturen' })).not.toBeInTheDocument());
  });

  it('exists only for level 1', async () => {
    renderOutbox(2);
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeInTheDocument();
  });
});
