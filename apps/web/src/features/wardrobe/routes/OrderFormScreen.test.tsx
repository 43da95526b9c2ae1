import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const CLOTHING = sessionUser({ level: 3, flags: { canReadOrders: true, canCreateOrders: true, canUpdateOrders: true } });
const article = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  description: `Mantel ${id}`,
  tags: '',
  category: 'Mantel',
  size: 'M',
  rack: { id: 3, description: 'Rek 3' },
  active: true,
  washing: false,
  rented: false,
  rentedProject: false,
  accessory: false,
  orders: [],
  ...extra,
});

function renderForm(replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: CLOTHING },
    'GET /orders/article/12': { status: 200, body: article(12) },
    'GET /orders/article/13': { status: 200, body: article(13, { orders: [{ id: 4, name: 'Fanfare' }] }) },
    'GET /orders/article/99': { status: 404, body: { message: 'Artikel bestaat niet', code: 'not_found' } },
    'POST /orders/price': { status: 200, body: { price: 30, replacementPrice: 100, vat: 6.3 } },
    'POST /orders': { status: 201, body: { rentalId: 41 } },
    'GET /order/41': { status: 404, body: { message: 'x', code: 'not_found' } },
    ...replies,
  });
  const view = renderApp('/retributiebeheer/bestelformulieren/nieuw', { token: 'token-1' });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

type User = ReturnType<typeof renderForm>['user'];
async function fill(user: User, label: RegExp, value: string) {
  await user.click(screen.getAllByRole('textbox', { name: label })[0]!);
  await user.paste(value);
}
async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}
async function addNumber(user: User, value: string) {
  await fill(user, /^Artikelnummer/, value);
  await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
}

describe('order form (spec 3 §2 Order form, §4 Adding an article, §5 Orders)', () => {
  it('keeps Uitlenen disabled until the renter, dates and an article are there, then rents out', async () => {
    const { calls, user, router } = renderForm();
    const rent = await screen.findByRole('button', { name: 'Uitlenen' });
    expect(rent).toBeDisabled();
    await choose(user, /^Type huurder/, 'Vereniging zonder ondernemingsnummer');
    await fill(user, /^Naam bedrijf/, 'Fanfare');
    await fill(user, /^Verantwoordelijke/, 'Marleen');
    await fill(user, /^GSM/, '0470'); // the renter's, before the project owner's
    await fill(user, /^E-mailadres/, 'm@fanfare.be');
    await fill(user, /^Straat/, 'Markt');
    await fill(user, /^Nummer/, '1');
    await fill(user, /^Postcode/, '2440');
    await fill(user, /^Gemeente/, 'Geel');
    await fill(user, /^Van/, '01/12/2026');
    await fill(user, /^Tot/, '31/12/2026');
    await choose(user, /^Prijscategorie/, 'A');
    await addNumber(user, '12');
    expect(await screen.findByText(/^000012 · Mantel 12/)).toBeInTheDocument();
    // Type 3 needs the treasurer's social security number (spec 3 §5).
    expect(rent).toBeDisabled();
    expect(screen.getByText(/Nog in te vullen: Rijksregisternummer/)).toBeInTheDocument();
    await fill(user, /^Rijksregisternummer/, '72.03.15-123.45');
    await waitFor(() => expect(rent).toBeEnabled());
    const prices = screen.getByRole('region', { name: 'Prijzen' });
    await waitFor(() => expect(within(prices).getByText('€ 36,30')).toBeInTheDocument());
    expect(calls.find((c) => c.path === '/orders/price')?.body).toMatchObject({
      startDt: '2026-12-01',
      toDt: '2026-12-31',
      priceCategory: 1,
      periods: 1,
      items: [{ articleId: 12, amount: 1 }],
    });

    await user.click(rent);
    expect(await screen.findByText('Uitlenen van artikel(s) is gelukt')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/orders')?.body).toMatchObject({
      type: 3,
      socialSecurity: '72.03.15-123.45',
      periods: 1,
      items: [{ articleId: 12, amount: 1 }],
      groups: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/retributiebeheer/bestelformulieren/detail/41'));
  }, 30_000); // a long form typed key by key

  it('adds by a numeric non-zero number, not twice, warns about use and toasts a missing article', async () => {
    const { user } = renderForm();
    await screen.findByRole('button', { name: 'Uitlenen' });
    await fill(user, /^Artikelnummer/, '0');
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /^Artikelnummer/ }));
    await addNumber(user, '99');
    expect(await screen.findByText('Artikel bestaat niet')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Artikelnummer/ }));
    await addNumber(user, '12');
    await screen.findByText(/^000012 · Mantel 12/);
    await addNumber(user, '12');
    expect(await screen.findByText('Artikel 000012 staat al in dit bestelformulier')).toBeInTheDocument();
    expect(screen.getAllByText(/^000012 · Mantel 12/)).toHaveLength(1);

    await addNumber(user, '13');
    const dialog = await screen.findByRole('dialog', { name: 'Artikel in gebruik' });
    expect(within(dialog).getByText('Bestelformulier 4 (Fanfare)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText(/^000013 · Mantel 13/)).toBeInTheDocument();
  });

  it('adds an article through the search window', async () => {
    const { user, calls } = renderForm({
      'GET /orders/articles': {
        status: 200,
        body: [{ id: 12, description: 'Mantel 12', category: 'Mantel', size: 'M', active: true, washing: false, rented: false, accessory: false }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Artikel zoeken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artikel zoeken' });
    expect(within(dialog).getByText('Typ minstens 2 tekens.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Zoek op nummer, omschrijving of tag' }), 'mant');
    await user.click(await within(dialog).findByRole('button', { name: '000012 toevoegen' }, { timeout: 3000 }));
    expect(await screen.findByText(/^000012 · Mantel 12/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/orders/articles')?.query).toEqual({ text: 'mant' });
  });

  it('refuses a group name under 3 characters and asks to keep the articles of a removed group', async () => {
    const { user } = renderForm();
    await screen.findByRole('button', { name: 'Uitlenen' });
    await fill(user, /^Naam van de groep/, 'Ko');
    await user.click(screen.getByRole('button', { name: 'Groep toevoegen' }));
    expect(await screen.findByText('min. 3 en max. 255 karakters')).toBeInTheDocument();
    await fill(user, /^Naam van de groep/, 'or');
    await user.click(screen.getByRole('button', { name: 'Groep toevoegen' }));
    const group = await screen.findByRole('region', { name: 'Koor' });
    expect(within(group).getByText('Deze groep heeft geen artikels.')).toBeInTheDocument();
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Verplaatsen naar' })[0]!, 'Koor');
    await addNumber(user, '12');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Koor' })).getByText(/^000012/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Groep verwijderen Koor' }));
    await user.click(await screen.findByRole('button', { name: 'Behouden' }));
    expect(within(await screen.findByRole('region', { name: 'Losse artikels' })).getByText(/^000012/)).toBeInTheDocument();
  });

  it('edits a stored order and refuses a billed one', async () => {
    const stored = {
      id: 5,
      creationDt: '2026-11-01T10:00:00.000Z',
      type: 4,
      priceCategory: 2,
      name: 'Tom',
      companyName: 'Jeugdwerking',
      socialSecurity: '',
      uniqueNumber: '',
      bankAccount: '',
      cellPhone: '0470',
      email: 'tom@coulisse.be',
      streetName: 'Markt',
      houseNumber: '1',
      bus: '',
      zipCode: '2440',
      cityName: 'Geel',
      projectName: '',
      projectOwner: '',
      projectOwnerCellPhone: '',
      fromDt: '2026-12-01',
      toDt: '2026-12-31',
      periods: 1,
      info: '',
      price: 20,
      replacementPrice: 100,
      vat: 4.2,
      fine: 0,
      billed: false,
      canceled: false,
      returned: false,
      totalItems: 1,
      finePerDay: 2.5,
      groups: [],
      items: [
        {
          id: 9,
          uuid: 'u',
          articleId: 12,
          description: 'Mantel 12',
          tags: '',
          category: 'Mantel',
          size: 'M',
          rack: null,
          accessory: false,
          amount: 1,
          returned: 0,
          remarks: null,
          groupId: null,
        },
      ],
    };
    const calls = mockApi({
      'GET /auth': { status: 200, body: CLOTHING },
      'GET /order/5': { status: 200, body: stored },
      'GET /order/6': { status: 200, body: { ...stored, id: 6, billed: true } },
      'POST /orders/price': { status: 200, body: { price: 20, replacementPrice: 100, vat: 4.2 } },
      'PUT /order/5': { status: 200, body: { success: true, message: 'Bestelformulier werd succesvol gewijzigd' } },
    });
    const { router } = renderApp('/retributiebeheer/bestelformulieren/bewerk/5', { token: 'token-1' });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByText(/^000012 · Mantel 12/)).toBeInTheDocument();
    await fill(user, /^Info/, 'Ophalen om 9 uur');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Bestelformulier werd succesvol gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ type: 4, info: 'Ophalen om 9 uur', items: [{ articleId: 12, amount: 1 }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/retributiebeheer/bestelformulieren/detail/5'));

    await router.navigate('/retributiebeheer/bestelformulieren/bewerk/6');
    expect(await screen.findByText('Dit bestelformulier is al gefactureerd en kan niet meer gewijzigd worden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });
});
