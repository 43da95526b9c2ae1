import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { ARTICLE, clothingUser, LOOKUP_REPLIES } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const RENT_INFO = {
  rentals: [{ orderId: 8, name: 'Jan Peeters', companyName: 'Toneel vzw', fromDt: '2026-01-01', toDt: '2026-02-01', amount: 1, returned: 0, billed: false, canceled: false }],
  persons: [],
};

describe('/kledijbeheer/artikel/{id} (spec 3 §2 Article form)', () => {
  it('shows the article, its rentals, and saves a change with the spec toast', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /auth': clothingUser(),
      ...LOOKUP_REPLIES,
      'GET /article/42': { status: 200, body: ARTICLE },
      'GET /articles/42/rentinfo': { status: 200, body: RENT_INFO },
      'PUT /article/42': (call) => ({ status: 200, body: { ...ARTICLE, description: (call.body as { description: string }).description } }),
    });
    renderApp('/kledijbeheer/artikel/42', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'Artikel 000042' })).toBeInTheDocument();
    expect(await screen.findByText('Bestelformulier 8')).toBeInTheDocument();
    expect(screen.getByText('0 van 1 terug')).toBeInTheDocument();
    const description = screen.getByRole('combobox', { name: 'Omschrijving' });
    await user.clear(description);
    await user.type(description, 'Lange mantel');
    await user.click(screen.getByLabelText('Accessoire'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Artikel 000042 werd gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      description: 'Lange mantel',
      clothingId: 1,
      clothingSizeId: 2,
      fabricId: null,
      patternId: null,
      colorId: 5,
      rackId: 3,
      tags: 'kraag|kant|accessoire',
      active: true,
      washing: false,
      withVat: false,
    });
  });

  it('keeps the inactive flag for canDeleteArticles and sends no active flag without it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /auth': clothingUser({ canReadArticles: true, canUpdateArticles: true }),
      ...LOOKUP_REPLIES,
      'GET /article/42': { status: 200, body: ARTICLE },
      'GET /articles/42/rentinfo': { status: 200, body: { rentals: [], persons: [] } },
      'PUT /article/42': { status: 200, body: ARTICLE },
    });
    renderApp('/kledijbeheer/artikel/42', { token: 'token-1' });
    expect(await screen.findByLabelText('Inactief')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Artikel 000042 werd gewijzigd');
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('active');
  });

  it("says 'Artikel niet gevonden' for an unknown number", async () => {
    mockApi({ 'GET /auth': clothingUser(), ...LOOKUP_REPLIES, 'GET /article/99': { status: 404, body: { message: 'Artikel niet gevonden', code: 'not_found' } } });
    renderApp('/kledijbeheer/artikel/99', { token: 'token-1' });
    expect(await screen.findByText('Artikel niet gevonden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de artikels' })).toHaveAttribute('href', '/kledijbeheer/artikels');
  });
});

describe('/kledijbeheer/artikel/nieuw', () => {
  it('requires description, clothing item and size before it posts', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /auth': clothingUser(), ...LOOKUP_REPLIES, 'GET /articles/next': { status: 200, body: { id: 601, number: '000601' } } });
    renderApp('/kledijbeheer/artikel/nieuw', { token: 'token-1' });
    expect(await screen.findByText('Dit artikel krijgt normaal nummer 000601')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Veld mag niet leeg zijn')).toHaveLength(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
