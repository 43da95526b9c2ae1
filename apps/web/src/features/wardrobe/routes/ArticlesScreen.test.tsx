import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { ARTICLE, clothingUser, LOOKUP_REPLIES } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const page = (data: object[]) => ({ status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters: {}, message: null } });

describe('/kledijbeheer/artikels (spec 3 §2 Article list)', () => {
  it('shows the padded number, the status and sends the status filter of the address', async () => {
    const calls = mockApi({ 'GET /auth': clothingUser(), ...LOOKUP_REPLIES, 'GET /articles': page([ARTICLE, { ...ARTICLE, id: 43, number: '000043', washing: true, status: 'washing' }]) });
    renderApp('/kledijbeheer/artikels?status=3', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: 'Artikels' });
    expect(within(table).getByRole('link', { name: '000042' })).toHaveAttribute('href', '/kledijbeheer/artikel/42');
    expect(within(table).getByText('Rek 3')).toBeInTheDocument();
    expect(within(table).getByText('In de was')).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/articles')!;
    expect(JSON.parse(list.query.filters!)).toEqual({ status: 3 });
  });

  it('sends checked rows to the laundry after confirmation', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /auth': clothingUser(), ...LOOKUP_REPLIES, 'GET /articles': page([ARTICLE]), 'PUT /articles/bulk': { status: 200, body: { updated: 1 } } });
    renderApp('/kledijbeheer/artikels', { token: 'token-1' });
    await user.click(await screen.findByRole('checkbox', { name: '000042 Rode mantel selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Naar wasserij' }));
    await user.click(await screen.findByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('1 artikel werd gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ids: [42], data: { active: true, stock: 1, washing: true } });
  });

  it('says so when no article matches the filters', async () => {
    mockApi({ 'GET /auth': clothingUser(), ...LOOKUP_REPLIES, 'GET /articles': page([]) });
    renderApp('/kledijbeheer/artikels?text=zzz', { token: 'token-1' });
    expect(await screen.findByText('Er zijn geen artikels die voldoen aan de gekozen filters.')).toBeInTheDocument();
  });
});
