import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { choose, field, fillPersonal } from '../../../test/form';
import { renderApp } from '../../../test/renderApp';
import { pictureProblem } from '../../../lib/picture';

async function fillEverything(user: UserEvent) {
  await fillPersonal(user, { firstName: 'Jan', lastName: 'Peeters', dateOfBirth: '12/03/1990', sex: 'Man' });
  await user.type(field('E-mailadres'), 'jan@example.be');
  await user.type(field('Bevestig e-mailadres'), 'jan@example.be');
  await user.type(field('G.S.M.-nummer'), '0470 12 34 56');
  await user.type(field('Zoek uw adres'), 'Kerkstraat 12 bus 3, 2440 Geel');
  await choose(user, 'T-shirtmaat', 'M');
  await user.type(field('Wachtwoord'), 'geheim1');
  await user.type(field('Bevestig wachtwoord'), 'geheim1');
  await user.click(screen.getByRole('checkbox', { name: /privacyverklaring/ }));
}

describe('register screen (spec 1 §2, §5)', () => {
  it('lists the missing required items and keeps the button disabled until they are filled', async () => {
    const calls = mockApi({ 'POST /signup': { status: 201, body: { message: 'Bedankt' } } });
    const { router } = renderApp('/account-aanmaken');
    const user = userEvent.setup({ delay: null });
    const create = await screen.findByRole('button', { name: 'Account aanmaken' });
    expect(create).toBeDisabled();
    expect(screen.getByText(/^Gelieve de ontbrekende velden in te vullen/)).toHaveTextContent(
      'Gelieve de ontbrekende velden in te vullen (Voornaam, Achternaam, Geboortedatum, Geslacht, Nationaliteit, Geboorteland, E-mailadres, Bevestig e-mailadres, telefoon- of G.S.M.-nummer, Adres, T-shirtmaat, Wachtwoord, Bevestig wachtwoord, privacyverklaring)',
    );

    await fillEverything(user);
    expect(screen.queryByText(/^Gelieve de ontbrekende velden/)).not.toBeInTheDocument();
    expect(create).toBeEnabled();
    await user.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/^Bedankt voor uw registratie!/, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/signup')?.body).toMatchObject({
      firstName: 'Jan',
      lastName: 'Peeters',
      dateOfBirth: '1990-03-12',
      sex: 0,
      origin: 'BE',
      cellPhone: '0470 12 34 56',
      streetName: 'Kerkstraat',
      houseNumber: '12',
      bus: '3',
      zipCode: '2440',
      cityName: 'Geel',
      tShirt: 'M',
      privacy: true,
      pictures: false,
    });
  }, 20_000);

  it('shows the server’s field messages on their fields', async () => {
    // A rule the server checks again, here the birth date: the server has the last word on "today".
    const message = 'Gelieve een datum te kiezen die maximum 100 jaar geleden is';
    mockApi({ 'POST /signup': { status: 400, body: { message, code: 'validation', fields: { dateOfBirth: message } } } });
    renderApp('/account-aanmaken');
    const user = userEvent.setup({ delay: null });
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    const birth = field('Geboortedatum');
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(`${birth.id}-error`)).toHaveTextContent(message);
  }, 20_000);

  it('says so when too many accounts were made from this address, and keeps what was typed', async () => {
    // The server answers an address that already has an account like a new one (it mails the holder), so the
    // screen only ever meets a refusal for the whole form: the limit per address.
    mockApi({ 'POST /signup': { status: 429, body: { message: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.', code: 'rate_limited' } } });
    const { router } = renderApp('/account-aanmaken');
    const user = userEvent.setup({ delay: null });
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Te veel pogingen. Probeer het over enkele minuten opnieuw.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-aanmaken');
    expect(field('E-mailadres')).toHaveValue('jan@example.be');
    expect(screen.getByRole('button', { name: 'Account aanmaken' })).toBeEnabled();
  }, 20_000);

  it('checks a field when it loses focus, with the shared rule’s message', async () => {
    mockApi({});
    renderApp('/account-aanmaken');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Voornaam/), 'J');
    await user.tab();
    expect(await screen.findByText('Voornaam is ongeldig')).toBeInTheDocument();
    // Rules that compare fields run too, while the rest of the form is still empty.
    await user.type(field('Telefoonnummer'), '123');
    await user.tab();
    expect(await screen.findByText('Telefoonnummer is ongeldig')).toBeInTheDocument();
    await user.type(field('Wachtwoord'), 'geheim1');
    await user.type(field('Bevestig wachtwoord'), 'geheim2');
    await user.tab();
    expect(await screen.findByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
  });
});

describe('address lookup (spec 1 §2)', () => {
  it('splits one line into its parts and lists what is missing', async () => {
    mockApi({});
    renderApp('/account-aanmaken');
    const user = userEvent.setup({ delay: null });
    const lookup = await screen.findByLabelText(/^Zoek uw adres/);
    await user.type(lookup, 'Kerkstraat, 2440');
    expect(lookup).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(`${lookup.id}-error`)).toHaveTextContent('Adres is niet volledig: Huisnummer, Gemeente ontbreekt');
    await user.clear(lookup);
    await user.type(lookup, 'Kerkstraat 12 bus 3, 2440 Geel');
    expect(screen.getByRole('status')).toHaveTextContent('Gevonden: Kerkstraat 12 bus 3, 2440 Geel');

    await user.click(screen.getByRole('switch', { name: 'Adres manueel invullen' }));
    expect(field('Straat')).toHaveValue('Kerkstraat');
    expect(field('Huisnummer')).toHaveValue('12');
    expect(field('Bus')).toHaveValue('3');
    expect(field('Postcode')).toHaveValue('2440');
    expect(field('Gemeente')).toHaveValue('Geel');
  });
});

describe('profile picture checks (spec 1 §5)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1_000 }, null],
    [{ type: 'image/png', size: 10 * 1024 * 1024 }, null],
    [{ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'form.error.fileSize'],
    [{ type: 'image/gif', size: 1_000 }, 'form.error.fileType'],
    [{ type: 'application/pdf', size: 20 * 1024 * 1024 }, 'form.error.fileType'],
  ])('%j → %s', (file, problem) => {
    expect(pictureProblem(file)).toBe(problem);
  });
});
