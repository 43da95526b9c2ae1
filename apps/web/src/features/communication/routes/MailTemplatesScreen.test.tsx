import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const TEMPLATE = { id: 3, name: 'Uitnodiging', subject: 'Welkom {{firstName}}', html: '<p>Beste {{firstName}}</p>', updatedAt: '2026-11-20T09:00:00.000Z' };

function renderTemplates(level: number, replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level }) }, 'GET /mail/templates': { status: 200, body: { data: [TEMPLATE], total: 1 } }, ...replies });
  renderApp({ pathname: '/mail-sjablonen' }, { token: 'token-1' });
  return { calls, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('/mail-sjablonen', () => {
  async function fillNew(user: ReturnType<typeof userEvent.setup>, html: string) {
    await user.click(await screen.findByRole('button', { name: 'Nieuw sjabloon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw sjabloon' });
    for (const [name, text] of [['Naam', 'Herinnering'], ['Onderwerp', 'Morgen'], ['Inhoud', html]] as const) {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    return dialog;
  }

  it('lists the templates and creates one', async () => {
    const { calls, user } = renderTemplates(1, { 'POST /mail/templates': { status: 201, body: { ...TEMPLATE, id: 4, name: 'Herinnering', subject: 'Morgen', html: '<p>Tot morgen {{firstName}}</p>' } } });
    expect(await screen.findByText('Uitnodiging')).toBeInTheDocument();
    expect(screen.getByText('Onderwerp: Welkom {{firstName}}')).toBeInTheDocument();
    await fillNew(user, '<p>Tot morgen {{firstName}}</p>');
    expect(await screen.findByText('Mailsjabloon werd succesvol aangemaakt')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/mail/templates' && c.method === 'POST')?.body).toEqual({ name: 'Herinnering', subject: 'Morgen', html: '<p>Tot morgen {{firstName}}</p>' });
  });

  it('refuses an unknown placeholder with the Dutch message at the field, the text previewed in a sandboxed frame', async () => {
    const message = 'Onbekende plaatshouder "naam"; toegelaten zijn firstName, lastName, email, project';
    const { calls, user } = renderTemplates(1);
    const dialog = await fillNew(user, '<p>Tot morgen {{ naam }}</p>');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByTitle('Voorbeeld')).toHaveAttribute('sandbox', '');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('deletes a template after confirmation', async () => {
    const { calls, user } = renderTemplates(1, { 'DELETE /mail/template/:template': { status: 204, body: null } });
    await user.click(await screen.findByRole('button', { name: 'Sjabloon verwijderen: Uitnodiging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sjabloon verwijderen' });
    expect(within(dialog).getByText('Bent u zeker dat u het sjabloon "Uitnodiging" wilt verwijderen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/mail/template/3')).toBe(true));
  });

  it('does not exist below level 1', async () => {
    renderTemplates(2);
    expect(await screen.findByText(/kon niet worden gevonden|bestaat niet/i)).toBeInTheDocument();
  });
});
