import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../../test/api';
import { renderProfile, WOUT } from '../../../../test/people';
import { renderApp } from '../../../../test/renderApp';
import { UserAdminActions } from './UserAdminActions';

const actions = () => screen.queryByRole('group', { name: 'Beheer van dit profiel' });

describe('admin buttons on a profile (spec 1 §2), by right', () => {
  beforeEach(() => notifications.clean());

  it('offers nothing to staff who may only read users', async () => {
    renderProfile({});
    expect(await screen.findByRole('heading', { name: 'Wout Verbist', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(actions()).not.toBeInTheDocument();
  });

  it('offers confirm and reset link with canUpdateUsers, but no delete', async () => {
    renderProfile({ canUpdateUsers: true });
    await screen.findByRole('heading', { name: 'Wout Verbist', level: 1 }, { timeout: 5000 });
    const group = actions()!;
    expect(within(group).getByRole('button', { name: 'E-mailadres bevestigen' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Link voor nieuw wachtwoord' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Profiel verwijderen' })).not.toBeInTheDocument();
  });

  it('offers only delete with canDeleteUsers', async () => {
    renderProfile({ canDeleteUsers: true });
    await screen.findByRole('heading', { name: 'Wout Verbist', level: 1 }, { timeout: 5000 });
    expect(
      within(actions()!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Profiel verwijderen']);
  });

  it('offers nothing on one’s own profile', async () => {
    renderProfile({ canUpdateUsers: true, canDeleteUsers: true }, {}, { id: 12 });
    await screen.findByRole('heading', { name: 'Wout Verbist', level: 1 }, { timeout: 5000 });
    expect(actions()).not.toBeInTheDocument();
  });

  it('offers nothing on an account of a higher level, whatever the rights (ARCHITECTURE "Login e-mail and account levels")', async () => {
    renderProfile({ canUpdateUsers: true, canDeleteUsers: true }, { 'GET /user/12': { status: 200, body: { ...WOUT, level: 1 } } });
    await screen.findByRole('heading', { name: 'Wout Verbist', level: 1 }, { timeout: 5000 });
    expect(actions()).not.toBeInTheDocument();
  });

  it('confirms the address and says so', async () => {
    const { calls, user } = renderProfile(
      { canUpdateUsers: true },
      { 'GET /user/12/confirm': { status: 200, body: { message: 'Profiel werd succesvol bevestigd', data: { ...WOUT, confirmed: true }, signOut: false } } },
    );
    await user.click(await screen.findByRole('button', { name: 'E-mailadres bevestigen' }, { timeout: 5000 }));
    expect(await screen.findByText('Profiel werd succesvol bevestigd')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/user/12/confirm')).toHaveLength(1);
  });

  it('shows an address that is confirmed already instead of the button', async () => {
    renderProfile({ canUpdateUsers: true }, { 'GET /user/12': { status: 200, body: { ...WOUT, confirmed: true } } });
    expect(await screen.findByText('E-mailadres bevestigd', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mailadres bevestigen' })).not.toBeInTheDocument();
  });

  it('shows the reset link to copy', async () => {
    const link = {
      message: 'ok',
      email: WOUT.email,
      token: 'abc',
      url: 'http://coulisse.test/nieuw-wachtwoord/?email=wout%40voorbeeld.be&token=abc',
      expiresAt: '2026-01-02T10:00:00.000Z',
    };
    const { user } = renderProfile({ canUpdateUsers: true }, { 'GET /user/12/pwdToken': { status: 200, body: link } });
    await user.click(await screen.findByRole('button', { name: 'Link voor nieuw wachtwoord' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Link om een nieuw wachtwoord te kiezen' });
    expect(await within(dialog).findByRole('textbox', { name: 'Link voor Wout Verbist' })).toHaveValue(link.url);
    expect(within(dialog).getByRole('button', { name: 'Kopiëren' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Geef deze link aan Wout Verbist/)).toBeInTheDocument();
  });

  it('shows why a reset link was refused', async () => {
    const refusal = { status: 403, body: { message: 'U kan dit niet doen voor iemand met meer rechten dan uzelf.', code: 'forbidden' } };
    const { user } = renderProfile({ canUpdateUsers: true }, { 'GET /user/12/pwdToken': refusal });
    await user.click(await screen.findByRole('button', { name: 'Link voor nieuw wachtwoord' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Link om een nieuw wachtwoord te kiezen' });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('U kan dit niet doen voor iemand met meer rechten dan uzelf.'));
  });

  it('is not offered inside a registration', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 1, flags: { canReadUsers: true, canUpdateUsers: true, canDeleteUsers: true } }) } });
    const both = (
      <>
        <section aria-label="Profiel">
          <UserAdminActions person={WOUT} />
        </section>
        <section aria-label="Inschrijving">
          <UserAdminActions person={WOUT} context="registration" />
        </section>
      </>
    );
    renderApp('/test', { token: 'token-1', screens: [{ path: '/test', access: 'signedIn', element: both }] });
    const profile = await screen.findByRole('region', { name: 'Profiel' }, { timeout: 5000 });
    expect(within(profile).getByRole('group', { name: 'Beheer van dit profiel' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Inschrijving' })).queryByRole('group')).not.toBeInTheDocument();
  });
});
