import type { ImportPreview } from '@coulisse/shared/schemas/people/staffTools';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { scriptedSocket } from '../../../test/socket';

const values = (row: number, firstName: string, lastName: string, email: string) => ({
  row,
  firstName,
  lastName,
  email,
  dateOfBirth: null,
  sex: null,
  nationality: null,
  origin: null,
  phoneNumber: null,
  cellPhone: null,
  secondaryEmail: null,
  streetName: null,
  houseNumber: null,
  bus: null,
  zipCode: null,
  cityName: null,
  tShirt: null,
  ownerRemarks: null,
});

const PREVIEW: ImportPreview = {
  columns: [
    { header: 'Voornaam', field: 'firstName' },
    { header: 'Achternaam', field: 'lastName' },
    { header: 'E-mailadres', field: 'email' },
    { header: 'Lievelingskleur', field: null },
  ],
  rows: [
    { row: 2, firstName: 'Lotte', lastName: 'Janssens', email: 'lotte@example.be', problems: [], user: values(2, 'Lotte', 'Janssens', 'lotte@example.be') },
    { row: 3, firstName: 'Mia', lastName: 'Fout', email: 'mia(at)example', problems: [{ field: 'email', message: 'validation.emailInvalid' }], user: null },
    { row: 4, firstName: 'Bram', lastName: 'Datum', email: 'bram@example.be', problems: [{ field: 'dateOfBirth', message: 'importUsers.problems.date?value=31%2F02%2F1990' }], user: null },
    { row: 5, firstName: 'Jef', lastName: 'Peeters', email: 'jef@example.be', problems: [], user: values(5, 'Jef', 'Peeters', 'jef@example.be') },
  ],
  accepted: 2,
  refused: 2,
  skipped: [6, 9],
};

const csvFile = (name = 'medewerkers.csv') => new File(['Voornaam;Achternaam;E-mailadres\nLotte;Janssens;lotte@example.be\n'], name, { type: 'text/csv' });

function renderImport(replies: Parameters<typeof mockApi>[0] = {}) {
  const live = scriptedSocket();
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadUsers: true, canCreateUsers: true } }) },
    'POST /import/preview': { status: 200, body: PREVIEW },
    ...replies,
  });
  const view = renderApp('/medewerkers/importeren', { token: 'token-1', connectSocket: () => live.socket });
  return { ...view, calls, live, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const fileInput = async () => {
  await screen.findByText('Sleep een CSV-bestand hierheen of klik om te kiezen');
  return document.querySelector<HTMLInputElement>('input[type=file]')!;
};

describe('/medewerkers/importeren (spec 1 §5, spec 2 "Imports")', () => {
  it('reads the file, shows every refused row with its problems, imports the rest and lists the result', async () => {
    const result = { message: '2 medewerkers werden succesvol geïmporteerd', imported: 2, users: [{ row: 2, id: 41, firstName: 'Lotte', lastName: 'Janssens', email: 'lotte@example.be' }, { row: 5, id: 42, firstName: 'Jef', lastName: 'Peeters', email: 'jef@example.be' }] };
    let importCall = null as ApiCall | null;
    let answer: () => void = () => undefined;
    const { calls, user, live } = renderImport({
      // The confirmation waits for the server; meanwhile progress events move the bar.
      'POST /import': (call) =>
        new Promise((resolve) => {
          importCall = call;
          answer = () => resolve({ status: 201, body: result });
        }),
    });
    await user.upload(await fileInput(), csvFile());

    expect(await screen.findByText('2 medewerkers klaar om te importeren')).toBeInTheDocument();
    expect(screen.getByText('2 rijen met fouten worden niet geïmporteerd')).toBeInTheDocument();
    expect(screen.getByText('2 rijen zonder e-mailadres werden overgeslagen (rij 6, 9).')).toBeInTheDocument();
    expect(screen.getByText('Deze kolommen worden niet gebruikt: Lievelingskleur')).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Rijen met fouten' });
    const mia = within(refused).getByRole('row', { name: /Mia Fout/ });
    expect(mia).toHaveTextContent('E-mailadres: E-mailadres is geen geldig mailadres');
    expect(within(refused).getByRole('row', { name: /Bram Datum/ })).toHaveTextContent('Geboortedatum: Geen geldige datum (dag/maand/jaar): 31/02/1990');
    expect(within(screen.getByRole('table', { name: 'Te importeren medewerkers' })).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '2 medewerkers importeren' }));
    expect(await screen.findByText('Import wordt voorbereid…')).toBeInTheDocument();
    await waitFor(() => expect(importCall).not.toBeNull());
    const { uuid } = importCall!.body as { uuid: string };
    // Only this import's progress counts.
    await live.fire('IMPORT_PROGRESS', { uuid: 'een-andere-import', done: 2, total: 2 });
    await live.fire('IMPORT_PROGRESS', { uuid, done: 1, total: 2 });
    expect(await screen.findByText('Bezig met importeren: 1 van 2')).toBeInTheDocument();
    answer();

    expect(await screen.findByText('2 medewerkers werden succesvol geïmporteerd')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Geïmporteerd' })).getByText('Jef Peeters')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Niet geïmporteerd' })).getByText('Mia Fout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de medewerkers' })).toHaveAttribute('href', '/medewerkers');
    expect(calls.some((c) => c.path === '/import/preview')).toBe(true);
  });

  it('imports nothing when the server refuses rows, and moves them to the refused ones', async () => {
    const refusal = {
      status: 400,
      body: {
        message: 'Er werd niets geïmporteerd: 1 rijen zijn intussen niet meer in orde. Kies het bestand opnieuw om ze na te kijken.',
        code: 'validation',
        fields: { 'users.1.email': 'Er bestaat al een account met dit e-mailadres' },
      },
    };
    const { calls, user } = renderImport({ 'POST /import': refusal });
    await user.upload(await fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: '2 medewerkers importeren' }));
    expect(await screen.findByText('Er werd niets geïmporteerd.')).toBeInTheDocument();
    expect(screen.getByText(/1 rijen zijn intussen niet meer in orde/)).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Rijen met fouten' });
    expect(within(refused).getByRole('row', { name: /Jef Peeters/ })).toHaveTextContent('Er bestaat al een account met dit e-mailadres');
    expect(screen.getByRole('button', { name: '1 medewerker importeren' })).toBeEnabled();
    expect((calls.find((c) => c.path === '/import')?.body as { users: { row: number }[] }).users.map((u) => u.row)).toEqual([2, 5]);
  });

  it('refuses another file type before sending it, and shows what the server says of a bad file', async () => {
    const bad = { status: 400, body: { message: 'De kopregel met de kolom Voornaam werd niet gevonden. Gebruik puntkomma’s als scheidingsteken.', code: 'validation', fields: {} } };
    const { calls, user } = renderImport({ 'POST /import/preview': bad });
    await user.upload(await fileInput(), new File(['x'], 'lijst.xlsx', { type: 'text/csv' }));
    expect(await screen.findByText('Dit bestandstype is niet toegelaten')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/import/preview')).toBe(false);
    await user.upload(await fileInput(), csvFile());
    expect(await screen.findByText(/De kopregel met de kolom Voornaam werd niet gevonden/)).toBeInTheDocument();
  });

  it('offers the template through a download token', async () => {
    const { calls, user } = renderImport({ 'POST /downloads': { status: 200, body: { token: 'dl-1', url: '/api/templates/import_users.xlsx?token=dl-1' } } });
    await fileInput();
    await user.click(screen.getByRole('button', { name: 'Sjabloon downloaden' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/downloads')?.body).toEqual({ path: '/api/templates/import_users.xlsx' }));
  });

  it('does not exist without canCreateUsers', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadUsers: true } }) } });
    renderApp('/medewerkers/importeren', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeInTheDocument();
  });
});
