import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coreOnly } from '../../../test/coreTexts';
import { mockApi } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

/**
 * The app shows the sign-in screen with the catalogue's core alone (issue 14: the rest loads with
 * the first other screen, lib/i18n.ts). Every text the screen, its banners, its errors and the
 * public frame ask for must be in that core.
 */

describe('the sign-in screen with the core of the catalogue only', () => {
  it.each([['/'], ['/?emailConfirmed=1'], ['/?unsubscribed'], [{ pathname: '/', state: { signedUp: true } }]])(
    'finds every text of %j in the core',
    async (path) => {
      const { instance, missing } = await coreOnly();
      mockApi({});
      renderApp(path, { i18n: instance });
      expect(await screen.findByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
      expect(missing).toEqual([]);
    },
  );

  it('finds the texts of a refused sign-in and of empty fields in the core', async () => {
    const { instance, missing } = await coreOnly();
    mockApi({ 'POST /auth': { status: 401, body: { message: 'E-mailadres of wachtwoord is onjuist', code: 'invalid_credentials' } } });
    renderApp('/', { i18n: instance });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findAllByText('Veld mag niet leeg zijn')).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/^E-mailadres/), 'iemand@coulisse.be');
    await user.type(screen.getByLabelText(/^Wachtwoord/), 'fout');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('E-mailadres of wachtwoord is onjuist')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
