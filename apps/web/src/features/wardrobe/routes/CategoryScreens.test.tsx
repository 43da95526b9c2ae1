import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const KLEDIJ = sessionUser({ level: 3, flags: { canReadCategories: true, canCreateCategories: true, canUpdateCategories: true, canDeleteCategories: true, canReadArticles: true } });
const PRICE = { priceA: 25, priceB: 20, priceC: 12.5, priceD: 10, priceE: 0, replacementPrice: 150 };
const CATEGORY = {
  id: 5,
  name: 'Pelerine',
  articleCount: 2,
  prices: [
    { id: 9, startDt: '2099-01-01', endDt: null, ...PRICE, priceA: 30, current: false },
    { id: 8, startDt: '2026-01-01', endDt: '2098-12-31', ...PRICE, current: true },
  ],
};

function render(path: string, replies: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({ 'GET /auth': { status: 200, body: KLEDIJ }, ...replies });
  const view = renderApp(path, { token: 'token-1' });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('categories and prices (spec 3 §2, §4, §5, §8)', () => {
  it('lists clothing items with their current prices in euro (nl-BE)', async () => {
    render('/retributiebeheer/categorieen', {
      'GET /categories': { status: 200, body: { data: [{ id: 5, name: 'Pelerine', price: { id: 8, startDt: '2026-01-01', endDt: null, ...PRICE } }, { id: 6, name: 'Kap', price: null }], total: 2, offset: 0, items: 2, filters: {}, message: null } },
    });
    const row = (await screen.findByRole('rowheader', { name: 'Pelerine' })).closest('tr')!;
    expect(row).toHaveTextContent('€ 25,00');
    expect(row).toHaveTextContent('€ 12,50');
    expect(row).toHaveTextContent('€ 150,00');
    expect(screen.getByRole('rowheader', { name: 'Kap' }).closest('tr')).toHaveTextContent('Geen huidige prijs');
  });

  it('deletes an unused clothing item after asking', async () => {
    const { calls, user } = render('/retributiebeheer/categorieen', {
      'GET /categories': { status: 200, body: { data: [{ id: 6, name: 'Kap', price: null }], total: 1, offset: 0, items: 1, filters: {}, message: null } },
      'DELETE /category/6': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Kap' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Kap');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Kap werd verwijderd')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/category/6')).toBe(true);
  });

  it('a new clothing item needs its name and all five prices; the replacement value is optional', async () => {
    const { calls, router, user } = render('/retributiebeheer/categorieen/nieuw', {
      'POST /clothing/category': (call) => ({ status: 201, body: { ...CATEGORY, name: (call.body as { name: string }).name } }),
      'GET /categories': { status: 200, body: { data: [], total: 0, offset: 0, items: 0, filters: {}, message: null } },
    });
    await user.click(await screen.findByLabelText(/^Naam/));
    await user.paste('Pelerine');
    for (const [tier, amount] of [['A', '25'], ['B', '20'], ['C', '15'], ['D', '10']] as const) {
      await user.click(screen.getByLabelText(new RegExp(`^Prijs ${tier}`)));
      await user.paste(amount);
    }
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByLabelText(/^Prijs E/));
    await user.paste('5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Kledingstuk Pelerine werd aangemaakt')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Pelerine', priceA: 25, priceB: 20, priceC: 15, priceD: 10, priceE: 5, replacementPrice: 0 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/retributiebeheer/categorieen'));
  });

  it('the edit screen marks the current price and adds a price from a date that is not in the past', async () => {
    const { calls, user } = render('/retributiebeheer/categorieen/5/bewerk', {
      'GET /category/5': { status: 200, body: CATEGORY },
      'POST /category/5/prices': { status: 201, body: CATEGORY },
    });
    const history = await screen.findByRole('table', { name: 'Prijzen' });
    const current = within(history).getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(current).toHaveTextContent('01/01/2026');
    expect(current).toHaveTextContent('Huidige prijs');
    expect(current).toHaveTextContent('€ 25,00');

    const validFrom = screen.getByLabelText(/^Geldig vanaf/);
    await user.click(validFrom);
    await user.paste('01/01/2020');
    await user.tab();
    expect(await screen.findByText('Gelieve een datum te kiezen vanaf vandaag')).toBeInTheDocument();
    await user.clear(validFrom);
    await user.paste('01/01/2099');
    const form = screen.getByRole('form', { name: 'Prijs toevoegen' });
    for (const tier of ['A', 'B', 'C', 'D', 'E']) {
      await user.click(within(form).getByLabelText(new RegExp(`^Prijs ${tier}`)));
      await user.paste('7');
    }
    await user.click(within(form).getByRole('button', { name: 'Prijs toevoegen' }));
    expect(await screen.findByText('Prijs werd aangemaakt')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ startDt: '2099-01-01', endDt: null, priceA: 7, priceB: 7, priceC: 7, priceD: 7, priceE: 7, replacementPrice: 0 });
  });

  it('renaming needs only a name', async () => {
    const { calls, user } = render('/retributiebeheer/categorieen/5/bewerk', {
      'GET /category/5': { status: 200, body: CATEGORY },
      'PUT /category/5': (call) => ({ status: 200, body: { ...CATEGORY, ...(call.body as object) } }),
    });
    const name = await screen.findByDisplayValue('Pelerine');
    await user.clear(name);
    await user.paste('Cape');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Kledingstuk werd gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Cape' });
  });
});
