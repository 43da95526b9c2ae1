import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStoredFile, uploadFile } from './files';
import { sessionToken } from './session';

const NAME = `${'c'.repeat(64)}.pdf`;

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionToken.clear();
});

describe('uploadFile', () => {
  it('posts the file as multipart field `file` with the session and answers the stored file', async () => {
    sessionToken.set('sessie');
    const stored = { file: NAME, fileUrl: `/api/uploads/${NAME}`, name: 'plan.pdf', type: 'application/pdf', size: 4 };
    const fetchMock = answer(201, stored);
    expect(await uploadFile(new File(['%PDF'], 'plan.pdf'))).toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload');
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer sessie');
  });

  it('throws the server’s Dutch refusal', async () => {
    answer(400, { message: 'Dit bestand is groter dan 100 MB', code: 'validation', fields: { file: 'Dit bestand is groter dan 100 MB' } });
    await expect(uploadFile(new File(['x'], 'groot.pdf'))).rejects.toMatchObject({ status: 400, fields: { file: 'Dit bestand is groter dan 100 MB' } });
  });
});

describe('openStoredFile', () => {
  it('opens the tab at once and sends it to the single-use link', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    const fetchMock = answer(200, { url: `/api/uploads/${NAME}?token=abc`, expiresAt: '2026-11-26T20:00:00Z' });
    await openStoredFile(NAME);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ file: NAME, inline: true });
    expect(tab.location.href).toBe(`/api/uploads/${NAME}?token=abc`);
    expect(tab.opener).toBeNull();
  });

  it('closes the tab when the link is refused', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    answer(404, { message: 'Niet gevonden', code: 'not_found' });
    await expect(openStoredFile(NAME)).rejects.toMatchObject({ status: 404 });
    expect(tab.close).toHaveBeenCalled();
  });
});
