import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../../test/api';
import { renderProfile } from '../../../../test/people';
import { renderApp } from '../../../../test/renderApp';

const pdf = () => new File(['%PDF-1.7\n%%EOF\n'], 'bewijs.pdf', { type: 'application/pdf' });
const fakePdf = () => new File(['\x89PNG\r\n geen pdf'], 'bewijs.pdf', { type: 'application/pdf' });
const STATUS = { hasCertificate: false, uploadedAt: null, shouldUploadCertificate: true };

/** The multipart upload does not go through apiRequest: answered here by its own fetch stub. */
function stubUpload(status = 200) {
  const sent: { url: string; form: FormData }[] = [];
  const api = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (input.startsWith('/api/upload/certificate?')) {
      sent.push({ url: input, form: init.body as FormData });
      const body =
        status === 200
          ? { message: 'ok', data: { hasCertificate: true, uploadedAt: '2026-03-01T10:00:00.000Z', shouldUploadCertificate: false } }
          : { message: 'Server weg', code: 'internal' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    return api(input, init);
  });
  return sent;
}

function renderReminder(me: Parameters<typeof sessionUser>[0] = { shouldUploadCertificate: true }) {
  mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 0, ...me }) },
    'GET /user/7': { status: 404, body: { message: 'x', code: 'not_found' } },
    'GET /user/7/certificate': { status: 200, body: STATUS },
    'GET /user/7/profiles': { status: 200, body: { data: [] } },
  });
  renderApp('/profiel', { token: 'token-1' });
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const dropInput = (dialog: HTMLElement) => dialog.querySelector('input[type=file]') as HTMLInputElement;

describe('the certificate modal (spec 1 §4: a user who should upload a certificate gets a modal)', () => {
  beforeEach(() => {
    notifications.clean();
    sessionStorage.clear();
  });

  it('does not appear for a user who was not asked', async () => {
    renderReminder({ shouldUploadCertificate: false });
    expect(await screen.findByRole('heading', { name: 'Mijn profiel' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bewijs van goed gedrag opladen' })).not.toBeInTheDocument();
  });

  it('refuses a file that is no PDF by its content, then uploads a PDF and goes away', async () => {
    const user = renderReminder();
    const sent = stubUpload();
    const dialog = await screen.findByRole('dialog', { name: 'Bewijs van goed gedrag opladen' }, { timeout: 5000 });
    const upload = within(dialog).getByRole('button', { name: 'PDF opladen' });
    expect(upload).toBeDisabled();
    await user.upload(dropInput(dialog), fakePdf());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gelieve een .PDF bestand te selecteren');
    expect(upload).toBeDisabled();

    await user.upload(dropInput(dialog), pdf());
    expect(await within(dialog).findByText('Gekozen bestand: bewijs.pdf')).toBeInTheDocument();
    await user.click(upload);
    expect(await screen.findByText('Bewijs van goed gedrag werd succesvol opgeladen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bewijs van goed gedrag opladen' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/upload/certificate?userId=7');
    expect((sent[0]!.form.get('file') as File).name).toBe('bewijs.pdf');
  });

  it('shows a failed upload and stays open', async () => {
    const user = renderReminder();
    stubUpload(500);
    const dialog = await screen.findByRole('dialog', { name: 'Bewijs van goed gedrag opladen' }, { timeout: 5000 });
    await user.upload(dropInput(dialog), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'PDF opladen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Er is iets misgegaan met het uploaden van het bestand.');
  });

  it('can be put off until the next visit', async () => {
    const user = renderReminder();
    const dialog = await screen.findByRole('dialog', { name: 'Bewijs van goed gedrag opladen' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bewijs van goed gedrag opladen' })).not.toBeInTheDocument());
    expect(sessionStorage.getItem('coulisse.certificateLater.7')).toBe('1');
  });
});

describe('the certificaat tab (spec 1 §2: level 1 only)', () => {
  beforeEach(() => notifications.clean());

  it('is not there below level 1, whatever the rights', async () => {
    renderProfile({ canUpdateUsers: true, canDeleteUsers: true });
    expect(await screen.findByRole('heading', { name: 'Wout Verbist', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Certificaat' })).not.toBeInTheDocument();
  });

  it('shows level 1 whether there is a certificate and lets them ask for one', async () => {
    const present = { hasCertificate: true, uploadedAt: '2026-03-01T09:30:00.000Z', shouldUploadCertificate: false };
    const { calls, user } = renderProfile(
      {},
      {
        'GET /user/12/certificate': { status: 200, body: present },
        'PUT /user/12/certificate/required': {
          status: 200,
          body: { message: 'Instelling werd opgeslagen', data: { ...present, shouldUploadCertificate: true } },
        },
      },
      { level: 1 },
    );
    await user.click(await screen.findByRole('tab', { name: 'Certificaat' }, { timeout: 5000 }));
    const panel = await screen.findByRole('region', { name: 'Bewijs van goed gedrag' });
    expect(await within(panel).findByText(/^Er werd een bewijs van goed gedrag opgeladen op 01\/03\/2026 \d\d:30\.$/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Bekijken' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Nieuwe PDF opladen' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('switch', { name: /^Moet een bewijs van goed gedrag opladen/ }));
    expect(await screen.findByText('Instelling werd opgeslagen')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ required: true });
  });

  it('opens the PDF through a single-use link in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const present = { hasCertificate: true, uploadedAt: '2026-03-01T09:30:00.000Z', shouldUploadCertificate: false };
    const link = { url: `/api/certificate/abcdefghijklmnopqrstuv/${'ab'.repeat(32)}.pdf`, expiresAt: '2026-03-01T09:35:00.000Z' };
    const { user } = renderProfile(
      {},
      { 'GET /user/12/certificate': { status: 200, body: present }, 'POST /user/12/certificate/link': { status: 200, body: link } },
      { level: 1 },
    );
    await user.click(await screen.findByRole('tab', { name: 'Certificaat' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'Bekijken' }));
    await waitFor(() => expect(tab.location.href).toBe(link.url));
    expect(tab.opener).toBeNull();
  });
});
