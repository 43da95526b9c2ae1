import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { scriptedSocket } from '../../../test/socket';
import { clothingUser } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const csv = (text: string, name = 'stock.csv') => new File([text], name, { type: 'text/csv' });
const FILE = 'Nummer;Omschrijving;Kledingstuk;Maat;Stof;Motief;Kleur;Rek;Tags;Actief\n;Wollen mantel;Mantel;L;;;;3;winter;ja\n';
const row = (problems: string[]) => ({ row: 2, number: null, description: 'Wollen mantel', category: 'Mantel', size: 'L', rack: 3, tags: 'winter', active: true, problems });
const fileInput = async () => {
  await screen.findByText('Kolommen in deze volgorde', { exact: false });
  return document.querySelector<HTMLInputElement>('input[type=file]')!;
};

describe('/kledijbeheer/import (spec 3 §4 Import, §5)', () => {
  it('sends the rows after the first, shows the preview and imports with progress', async () => {
    const user = userEvent.setup();
    const live = scriptedSocket();
    let importCall = null as ApiCall | null;
    let answer: () => void = () => undefined;
    const calls = mockApi({
      'GET /auth': clothingUser(),
      'POST /clothing/import/preview': { status: 200, body: { rows: [row([])], accepted: 1, refused: 0 } },
      'POST /clothing/import': (call) =>
        new Promise((resolve) => {
          importCall = call;
          answer = () => resolve({ status: 201, body: { imported: 1, first: '000601', last: '000601' } });
        }),
    });
    renderApp('/kledijbeheer/import', { token: 'token-1', connectSocket: () => live.socket });
    const input = await fileInput();
    expect(screen.getByRole('link', { name: 'Voorbeeldbestand downloaden' })).toHaveAttribute('download', 'artikels-import.csv');
    await user.upload(input, csv(FILE));
    expect(await screen.findByText('In orde')).toBeInTheDocument();
    const preview = calls.find((c) => c.path === '/clothing/import/preview')!;
    expect(preview.body).toEqual({ items: [{ row: 2, number: '', description: 'Wollen mantel', category: 'Mantel', size: 'L', fabric: '', pattern: '', color: '', rack: '3', tags: 'winter', active: 'ja' }] });
    await user.click(screen.getByRole('button', { name: '1 artikel importeren' }));
    await vi.waitFor(() => expect(importCall).not.toBeNull());
    const { uuid } = importCall!.body as { uuid: string };
    // The bar follows this import's progress only.
    await live.fire('ARTICLE_IMPORT_PROGRESS', { uuid: 'een-andere-import', done: 3, total: 4 });
    await live.fire('ARTICLE_IMPORT_PROGRESS', { uuid, done: 1, total: 2 });
    expect(await screen.findByRole('progressbar', { name: 'Bezig met importeren…' })).toHaveAttribute('aria-valuenow', '50');
    answer();
    expect(await screen.findByText(/1 artikel werd geïmporteerd/)).toBeInTheDocument();
  });

  it('lists the problems and does not offer to import a file with problems', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /auth': clothingUser(),
      'POST /clothing/import/preview': { status: 200, body: { rows: [row(['articles.import.unknownCategory?value=Kasteel'])], accepted: 0, refused: 1 } },
    });
    renderApp('/kledijbeheer/import', { token: 'token-1' });
    await user.upload(await fileInput(), csv(FILE));
    expect(await screen.findByText('Kledingstuk "Kasteel" bestaat niet')).toBeInTheDocument();
    expect(screen.getByText('1 rij met problemen: pas het bestand aan en kies het opnieuw.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 artikels importeren' })).toBeDisabled();
  });

  it('refuses another file type and an empty file before any call', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = mockApi({ 'GET /auth': clothingUser() });
    renderApp('/kledijbeheer/import', { token: 'token-1' });
    await user.upload(await fileInput(), csv('x', 'stock.xlsx'));
    expect(await screen.findByText('Gelieve een .csv bestand te selecteren')).toBeInTheDocument();
    await user.upload(await fileInput(), csv('Alleen titels\n'));
    expect(await screen.findByText('Dit bestand bevat geen artikels.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/clothing/import'))).toBe(false);
  });
});
