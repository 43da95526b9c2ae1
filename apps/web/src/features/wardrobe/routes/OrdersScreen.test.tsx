import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const row = {
  id: 12,
  name: 'Jan Peeters',
  companyName: 'De Planken',
  creationDt: '2026-11-01T10:00:00.000Z',
  endOfRental: '2026-12-01',
  returnBefore: '2026-11-20',
  price: 100,
  toPay: 121,
  replacementPrice: 250,
  pieces: 4,
  billed: false,
  canceled: false,
  returned: false,
};

function renderList(flags: Record<string, boolean>, path = '/retributiebeheer/bestelformulieren') {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 3, flags }) },
    'GET /clothing/orders': { status: 200, body: { data: [row, { ...row, id: 11, billed: true }], total: 2, offset: 0, items: 2, filters: {}, message: null } },
  });
  renderApp(path, { token: 'token-1' });
  return calls;
}

describe('order list (spec 3 §2 Order list, §9 default filters)', () => {
  it('shows the columns with the price × 1.21 and DD/MM/YYYY dates, filters billed and canceled at 0', async () => {
    const calls = renderList({ canReadOrders: true, canUpdateOrders: true, canCreateOrders: true });
    const table = await screen.findByRole('table', { name: 'Bestelformulieren' });
    const first = within(table).getAllByRole('row')[1]!;
    for (const text of ['12', 'De Planken', '01/11/2026', '01/12/2026', '20/11/2026', '€ 121,00', '€ 250,00', '4'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Bewerken 12' })).toHaveAttribute('href', '/retributiebeheer/bestelformulieren/bewerk/12');
    // A billed order offers no edit.
    expect(screen.queryByRole('link', { name: 'Bewerken 11' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuw bestelformulier' })).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/clothing/orders')!;
    expect(JSON.parse(list.query.filters ?? '{}')).toMatchObject({ billed: 0, canceled: 0 });
  });

  it('hides new and edit without the rights', async () => {
    renderList({ canReadOrders: true });
    await screen.findByRole('table', { name: 'Bestelformulieren' });
    expect(screen.queryByRole('link', { name: 'Nieuw bestelformulier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bewerken 12' })).not.toBeInTheDocument();
  });
});
