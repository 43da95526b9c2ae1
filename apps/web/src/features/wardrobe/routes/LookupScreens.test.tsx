import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const flags = Object.fromEntries(
  ['Racks', 'Fabrics', 'Patterns', 'Colors', 'Sizes', 'Articles'].flatMap((area) => ['Read', 'Create', 'Update', 'Delete'].map((a) => [`can${a}${area}`, true])),
);
const KLEDIJ = sessionUser({ level: 3, flags });
const list = (data: object[]) => ({ status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters: {}, message: null } });

function render(path: string, replies: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({ 'GET /auth': { status: 200, body: KLEDIJ }, ...replies });
  const view = renderApp(path, { token: 'token-1' });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('stock lookup screens (spec 3 §2, §5, §8)', () => {
  it('a new fabric: type required on blur, then created with the spec text and back to the list', async () => {
    const { calls, router, user } = render('/kledijbeheer/stoffen/nieuw', {
      'POST /clothing/fabric': (call) => ({ status: 201, body: { id: 12, ...(call.body as object) } }),
      'GET /stock/fabrics': list([]),
    });
    const type = await screen.findByLabelText(/^Type/);
    await user.click(type);
    await user.tab();
    expect(await screen.findByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    await user.click(type);
    await user.paste('Tule');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Stof Tule werd aangemaakt')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'Tule' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kledijbeheer/stoffen'));
  });

  it('a size is edited at /kledijbeheer/kledij-maat/{id}: "Kledij-maat werd gewijzigd"', async () => {
    const { calls, user } = render('/kledijbeheer/kledij-maat/4', {
      'GET /clothing/clothingSizes/4': { status: 200, body: { id: 4, size: 'XL' } },
      'PUT /clothing/clothingSizes/4': (call) => ({ status: 200, body: { id: 4, ...(call.body as object) } }),
      'GET /stock/clothing_sizes': list([]),
    });
    const size = await screen.findByDisplayValue('XL');
    await user.clear(size);
    await user.paste('XXL');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Kledij-maat werd gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ size: 'XXL' });
  });

  it('a rack: the server refusing a taken number shows it under the number', async () => {
    const { user } = render('/kledijbeheer/rekken/nieuw', {
      'POST /clothing/rack': { status: 400, body: { message: 'Rek 3 bestaat al', code: 'validation', fields: { id: 'Rek 3 bestaat al' } } },
    });
    await user.click(await screen.findByLabelText(/^Nummer/));
    await user.paste('3');
    await user.click(screen.getByLabelText(/^Omschrijving/));
    await user.paste('Zolder');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Rek 3 bestaat al')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nummer/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('colours are created in a modal and the list shows them with edit and delete', async () => {
    const { calls, user } = render('/kledijbeheer/kleuren', {
      'GET /stock/colors': list([{ id: 1, name: 'Rood' }]),
      'POST /clothing/color': (call) => ({ status: 201, body: { id: 2, ...(call.body as object) } }),
    });
    expect(await screen.findByRole('rowheader', { name: 'Rood' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewerken: Rood' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nieuwe kleur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe kleur' });
    await user.click(within(dialog).getByLabelText(/^Naam/));
    await user.paste('Oker');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Kleur Oker werd aangemaakt')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Oker' });
  });

  it('a refused delete shows the server reason', async () => {
    const reason = 'Motief Ruit wordt gebruikt door 4 artikel(s) en kan niet verwijderd worden. Geef die artikels eerst een andere waarde.';
    const { user } = render('/kledijbeheer/motieven', {
      'GET /stock/patterns': list([{ id: 3, name: 'Ruit' }]),
      'DELETE /clothing/pattern/3': { status: 400, body: { message: reason, code: 'validation' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Ruit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('the rack screen shows the rack and its articles, each linking to the article', async () => {
    render('/kledijbeheer/rekken/7/artikels', {
      'GET /clothing/rack/7': { status: 200, body: { id: 7, description: 'Zolder links' } },
      'GET /clothing/rack/7/articles': list([{ id: 42, description: 'Rode mantel', category: 'Mantel', size: 'M', active: true, washing: true, rented: false, rentedProject: false }]),
    });
    expect(await screen.findByRole('heading', { name: 'Rek 7' })).toBeInTheDocument();
    expect(screen.getByText('Zolder links')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '000042' })).toHaveAttribute('href', '/kledijbeheer/artikel/42');
    expect(screen.getByText('In de was')).toBeInTheDocument();
  });
});
