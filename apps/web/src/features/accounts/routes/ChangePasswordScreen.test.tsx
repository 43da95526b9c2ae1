import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

describe('change password while signed in', () => {
  it('needs the current password and shows the server’s verdict on that field', async () => {
    const calls = mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 0 }) },
      'POST /change-password': (call) =>
        (call.body as { currentPassword: string }).currentPassword === 'juist'
          ? { status: 200, body: { message: 'Uw wachtwoord werd succesvol gewijzigd' } }
          : { status: 400, body: { message: 'Het huidige wachtwoord is onjuist', code: 'validation', fields: { currentPassword: 'Het huidige wachtwoord is onjuist' } } },
    });
    renderApp('/verander-wachtwoord', { token: 'token-1' });
    const user = userEvent.setup({ delay: null });
    const save = await screen.findByRole('button', { name: 'Wachtwoord opslaan' });
    await user.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'nieuw-geheim');
    await user.type(screen.getByLabelText(/^Bevestig wachtwoord/), 'nieuw-geheim');
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText(/^Huidig wachtwoord/), 'fout');
    await user.click(save);
    expect(await screen.findAllByText('Het huidige wachtwoord is onjuist')).not.toHaveLength(0);
    const current = screen.getByLabelText(/^Huidig wachtwoord/);
    expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Het huidige wachtwoord is onjuist');

    await user.clear(screen.getByLabelText(/^Huidig wachtwoord/));
    await user.type(screen.getByLabelText(/^Huidig wachtwoord/), 'juist');
    await user.click(save);
    expect(await screen.findByText(/^Uw wachtwoord werd succesvol gewijzigd/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/change-password').at(-1)?.body).toEqual({ currentPassword: 'juist', password: 'nieuw-geheim', passwordConfirm: 'nieuw-geheim' });
  });
});
