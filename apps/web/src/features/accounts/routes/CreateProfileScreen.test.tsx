import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { choose, field, fillPersonal } from '../../../test/form';
import { renderApp } from '../../../test/renderApp';

/** spec 1 §5 "Creating a profile for another person": everything but an e-mail address. */
async function fillChild(user: UserEvent) {
  await fillPersonal(user, { firstName: 'Lien', lastName: 'Peeters', dateOfBirth: '02/06/2014', sex: 'Vrouw' });
  await user.type(field('G.S.M.-nummer'), '0470 12 34 56');
  await user.type(field('Zoek uw adres'), 'Kerkstraat 12, 2440 Geel');
  await choose(user, 'T-shirtmaat', 'XS');
  await user.click(screen.getByRole('checkbox', { name: /privacyverklaring/ }));
}

const CREATED = { status: 201, body: { message: 'Profiel werd succesvol aangemaakt', data: { id: 20, firstName: 'Lien', lastName: 'Peeters', ownerId: 7 } } };

function renderCreate(path: string, replies: Parameters<typeof mockApi>[0], flags: Record<string, boolean> = {}) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 0, flags }) },
    'GET /user/7/profiles': { status: 200, body: { data: [] } },
    ...replies,
  });
  const rendered = renderApp(path, { token: 'token-1' });
  return { calls, ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('creating a profile for another person (spec 1 §5, §7, §9)', () => {
  beforeEach(() => notifications.clean());

  it('lists what is missing, e-mail not among it, and shows the success 500 ms after creating', async () => {
    let postedAt = 0;
    const { calls, user } = renderCreate('/profiel-aanmaken', {
      'POST /profile': () => {
        postedAt = Date.now();
        return CREATED;
      },
    });
    const create = await screen.findByRole('button', { name: 'Profiel aanmaken' }, { timeout: 5000 });
    expect(create).toBeDisabled();
    expect(screen.getByText(/^Gelieve de ontbrekende velden in te vullen/)).toHaveTextContent(
      'Gelieve de ontbrekende velden in te vullen (Voornaam, Achternaam, Geboortedatum, Geslacht, Nationaliteit, Geboorteland, telefoon- of G.S.M.-nummer, Adres, T-shirtmaat, privacyverklaring)',
    );
    await fillChild(user);
    expect(create).toBeEnabled();
    await user.click(create);

    await waitFor(() => expect(postedAt).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Wissel naar Lien Peeters' }, { timeout: 5000 })).toBeInTheDocument();
    expect(Date.now() - postedAt).toBeGreaterThanOrEqual(500);
    expect(screen.getAllByText('Profiel werd succesvol aangemaakt').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/profile')?.body).toMatchObject({
      firstName: 'Lien',
      dateOfBirth: '2014-06-02',
      sex: 1,
      email: '',
      cellPhone: '0470 12 34 56',
      streetName: 'Kerkstraat',
      zipCode: '2440',
      tShirt: 'XS',
      privacy: true,
      linked: true,
    });
  }, 30_000);

  it('shows a refusal on its field and in a banner, never swallowing it', async () => {
    const refused = { status: 400, body: { message: 'U kan maximaal 10 profielen voor anderen aanmaken.', code: 'validation' } };
    const { user } = renderCreate('/profiel-aanmaken', { 'POST /profile': refused });
    await screen.findByRole('button', { name: 'Profiel aanmaken' }, { timeout: 5000 });
    await fillChild(user);
    await user.click(screen.getByRole('button', { name: 'Profiel aanmaken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('U kan maximaal 10 profielen voor anderen aanmaken.');
    expect(screen.getByRole('button', { name: 'Profiel aanmaken' })).toBeEnabled();
  }, 30_000);

  it('has no /medewerkers/nieuw without canCreateUsers', async () => {
    renderCreate('/medewerkers/nieuw', {});
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks staff for the e-mail address of a new account', async () => {
    renderCreate('/medewerkers/nieuw', {}, { canCreateUsers: true, canReadUsers: true });
    expect(await screen.findByRole('heading', { name: 'Nieuwe medewerker' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^Gelieve de ontbrekende velden in te vullen/)).toHaveTextContent('Geboorteland, E-mailadres, telefoon- of G.S.M.-nummer');
  });
});
