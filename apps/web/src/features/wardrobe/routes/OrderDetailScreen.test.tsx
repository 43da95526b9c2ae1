import type { OrderDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { scriptedSocket } from '../../../test/socket';

const CLOTHING = sessionUser({ level: 3, flags: { canReadOrders: true, canCreateOrders: true, canUpdateOrders: true } });
const item = (id: number, amount: number, returned: number) => ({
  id,
  uuid: `u${id}`,
  articleId: id * 10,
  description: `Mantel ${id}`,
  tags: '',
  category: 'Mantel',
  size: 'M',
  rack: null,
  accessory: amount > 1,
  amount,
  returned,
  remarks: null,
  groupId: null,
});
const order = (extra: Partial<OrderDto> = {}): OrderDto => ({
  id: 7,
  creationDt: '2026-11-01T10:00:00.000Z',
  type: 2,
  priceCategory: 1,
  name: 'Jan Peeters',
  companyName: 'De Planken',
  socialSecurity: '',
  uniqueNumber: 'BE0123',
  bankAccount: '',
  cellPhone: '0470',
  email: 'jan@planken.be',
  streetName: 'Markt',
  houseNumber: '1',
  bus: '',
  zipCode: '2440',
  cityName: 'Geel',
  projectName: '',
  projectOwner: '',
  projectOwnerCellPhone: '',
  fromDt: '2026-11-01',
  toDt: '2026-11-15',
  periods: 1,
  info: '',
  price: 20,
  replacementPrice: 150,
  vat: 4.2,
  fine: 0,
  billed: false,
  canceled: false,
  returned: false,
  totalItems: 4,
  finePerDay: 2.5,
  items: [item(1, 1, 0), item(2, 3, 1)],
  groups: [],
  ...extra,
});
const ok = (message: string) => ({ status: 200, body: { success: true, message } });

function renderDetail(dto: OrderDto, replies: Parameters<typeof mockApi>[0] = {}) {
  const live = scriptedSocket();
  const calls = mockApi({
    'GET /auth': { status: 200, body: CLOTHING },
    'GET /order/7': { status: 200, body: dto },
    'POST /order/7/live': { status: 200, body: { message: 'ok' } },
    ...replies,
  });
  const view = renderApp('/retributiebeheer/bestelformulieren/detail/7', { token: 'token-1', connectSocket: () => live.socket });
  return { calls, live, view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('order detail (spec 3 §2 Order detail, §4 Order and Item return, §5)', () => {
  it('holds the order room on the session socket and reloads the order when items come back elsewhere (spec 3 §4)', async () => {
    const { calls, live, view } = renderDetail(order());
    await screen.findByText(/Mantel 1$/);
    await live.greet('sessie-socket');
    await waitFor(() => expect(calls.filter((c) => c.path === '/order/7/live').map((c) => c.body)).toEqual([{ socketId: 'sessie-socket' }]));
    const loads = () => calls.filter((c) => c.method === 'GET' && c.path === '/order/7').length;
    const before = loads();
    await live.fire('clothing_receive_items', { orderId: 8, ids: [1] });
    await live.fire('clothing_receive_items', { orderId: 7, ids: [1] });
    await waitFor(() => expect(loads()).toBe(before + 1));
    // Leaving the screen leaves the room; the session socket stays.
    await act(() => view.router.navigate('/meldingen'));
    expect(live.socket.sent).toContainEqual(['leave', 'order:7']);
    expect(live.socket.disconnected).toBe(false);
  });

  it('receives one piece at once, asks the amount when several are out, and bulk-receives the checked items', async () => {
    const { calls, user } = renderDetail(order(), {
      'PUT /order/7/item/1': ok('Bestelformulier werd succesvol gewijzigd'),
      'PUT /order/7/item/2': ok('Bestelformulier werd succesvol gewijzigd'),
      'PUT /order/7/items/receive': ok('Bestelformulier werd succesvol gewijzigd'),
    });
    await user.click(await screen.findByRole('button', { name: 'Ontvangen 000010' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/order/7/item/1')?.body).toEqual({ action: 'receive', amount: 1 }));

    await user.click(screen.getByRole('button', { name: 'Ontvangen 000020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artikel 000020 ontvangen' });
    const amount = within(dialog).getByRole('textbox', { name: 'Aantal ontvangen stuks' });
    await user.clear(amount);
    await user.type(amount, '3');
    expect(await within(dialog).findByText('Geef een waarde tussen 1 en 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bevestigen' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/order/7/item/2')?.body).toEqual({ action: 'receive', amount: 2 }));

    await user.click(screen.getByRole('checkbox', { name: 'Artikel 000010 selecteren' }));
    await user.click(screen.getByRole('checkbox', { name: 'Artikel 000020 selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Geselecteerde ontvangen' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/order/7/items/receive')?.body).toEqual({ ids: [1, 2] }));
  });

  it('filters on returned', async () => {
    const { user } = renderDetail(order({ items: [item(1, 1, 1), item(2, 3, 1)] }));
    await screen.findByText(/Mantel 1$/);
    await user.click(screen.getByRole('radio', { name: 'Terug' }));
    expect(screen.queryByText(/Mantel 2$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Nog uit' }));
    expect(screen.queryByText(/Mantel 1$/)).not.toBeInTheDocument();
    expect(screen.getByText(/Mantel 2$/)).toBeInTheDocument();
  });

  it('marks billed, then asks to set the clothing not returned inactive', async () => {
    const { calls, user } = renderDetail(order(), {
      'PUT /order/7': ok('Bestelbon werd gemarkeerd als gefactureerd'),
      'GET /order/7/inactive': { status: 200, body: { success: true, message: '2 artikel(s) staan nu op niet actief', count: 2 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Markeren als gefactureerd' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Markeren als gefactureerd' }));
    expect(await screen.findByText('Bestelbon werd gemarkeerd als gefactureerd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/order/7')?.body).toEqual({ billed: true });
    const ask = await screen.findByRole('dialog', { name: 'Niet teruggebrachte kledij' });
    await user.click(within(ask).getByRole('button', { name: 'Op niet actief zetten' }));
    expect(await screen.findByText('2 artikel(s) staan nu op niet actief')).toBeInTheDocument();
  });

  it('cancels with the articles to the wash', async () => {
    const { calls, user } = renderDetail(order(), { 'PUT /order/7': ok('Bestelbon werd geannuleerd') });
    await user.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bestelbon annuleren' })).getByRole('button', { name: 'Naar de was' }));
    expect(await screen.findByText('Bestelbon werd geannuleerd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/order/7')?.body).toEqual({ canceled: true, washing: true });
  });

  it('a billed order has no edit, receive or billing actions', async () => {
    renderDetail(order({ billed: true }));
    await screen.findByText('Gefactureerd');
    expect(screen.queryByRole('button', { name: /^Ontvangen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markeren als gefactureerd' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
  });

  it('computes the fine as pieces × days × fine per day and refuses a negative one', async () => {
    const { calls, user } = renderDetail(order(), { 'POST /order/7/fine': ok('Boete werd bewaard') });
    await user.click(await screen.findByRole('button', { name: 'Boete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boete berekenen' });
    const days = within(dialog).getByRole('textbox', { name: 'Dagen' });
    await user.clear(days);
    await user.type(days, '4');
    // 3 pieces still out × 4 days × € 2,50.
    expect(within(dialog).getByText('Boete: € 30,00')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '-1');
    expect(within(dialog).getByText('De boete mag niet negatief zijn')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Boete bewaren' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Boete bewaren' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/order/7/fine')?.body).toEqual({ fine: 15 }));
  });
});
