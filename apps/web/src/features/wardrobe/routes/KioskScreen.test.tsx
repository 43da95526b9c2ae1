import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { ARTICLE, clothingUser } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('/kledijbeheer/terugname (spec 3 §2 §4 Kiosk)', () => {
  it('enables the actions from 6 characters and sends an article to the wash', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /auth': clothingUser(), 'PUT /article/42/status': { status: 200, body: { ...ARTICLE, washing: true, status: 'washing' } } });
    renderApp('/kledijbeheer/terugname', { token: 'token-1' });
    const number = await screen.findByRole('textbox', { name: 'Artikelnummer' });
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    await user.type(number, '00042');
    for (const name of ['Terug in rek', 'Naar de was', 'Inactief']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.clear(number);
    await user.type(number, '000042');
    await user.click(screen.getByRole('button', { name: 'Naar de was' }));
    expect(await screen.findByText("Artikel staat gemarkeerd als 'Naar wasserij'")).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ active: true, stock: 1, washing: true });
    expect(number).toHaveValue('');
  });

  it('asks the rack number before returning an article to the rack', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /auth': clothingUser(), 'PUT /article/42/status': { status: 200, body: ARTICLE } });
    renderApp('/kledijbeheer/terugname', { token: 'token-1' });
    await user.type(await screen.findByRole('textbox', { name: 'Artikelnummer' }), '000042');
    await user.click(screen.getByRole('button', { name: 'Terug in rek' }));
    const confirm = screen.getByRole('button', { name: 'In rek hangen' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reknummer' }), '3');
    await user.click(confirm);
    expect(await screen.findByText("Artikel staat gemarkeerd als 'In rek'")).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ active: true, stock: 1, washing: false, rented: false, rentedProject: false, rackId: 3 });
  });

  it('sets an article inactive with the delete call, and shows the server message for an unknown number', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /auth': clothingUser(),
      'DELETE /article/42': { status: 204 },
      'PUT /article/999999/status': { status: 404, body: { message: 'Dit item kon niet worden gevonden.', code: 'not_found' } },
    });
    renderApp('/kledijbeheer/terugname', { token: 'token-1' });
    const number = await screen.findByRole('textbox', { name: 'Artikelnummer' });
    await user.type(number, '000042');
    await user.click(screen.getByRole('button', { name: 'Inactief' }));
    expect(await screen.findByText('Artikel is nu inactief')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/article/42')).toBe(true);
    await user.type(number, '999999');
    await user.click(screen.getByRole('button', { name: 'Naar de was' }));
    expect(await screen.findByText('Artikel niet gevonden')).toBeInTheDocument();
  });

  it('keeps inactive disabled without canDeleteArticles', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /auth': clothingUser({ canReadArticles: true, canUpdateArticles: true }) });
    renderApp('/kledijbeheer/terugname', { token: 'token-1' });
    await user.type(await screen.findByRole('textbox', { name: 'Artikelnummer' }), '000042');
    expect(screen.getByRole('button', { name: 'Inactief' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Naar de was' })).toBeEnabled();
  });
});
