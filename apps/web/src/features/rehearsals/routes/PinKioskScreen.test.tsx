import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreOnly } from '../../../test/coreTexts';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

/**
 * The pin kiosk (spec 2 §2 §8) shows with the catalogue's core alone (issue 14: a bare screen used
 * in a hurry; the whole catalogue would hold its heading back on a slow tablet). Every text it asks
 * for must be in that core.
 */

const kiosk = sessionUser({ level: 2, flags: { canUsePin: true } });

afterEach(() => vi.unstubAllGlobals());

describe('the pin kiosk with the core of the catalogue only', () => {
  it('takes five digits from the keypad, sends them for every rehearsal of the address and greets the owner', async () => {
    const { instance, missing } = await coreOnly();
    const calls = mockApi({
      'GET /auth': { status: 200, body: kiosk },
      'POST /repetitions/9/enterPin': { status: 200, body: { success: true, message: 'Welkom, An', firstName: 'An' } },
    });
    renderApp('/pinscherm/9?repetitionIds=9,10', { token: 'kiosk-token', i18n: instance });
    expect(await screen.findByRole('heading', { level: 1, name: 'Geef je pincode in' })).toBeInTheDocument();
    // No menu: a bare screen.
    expect(screen.queryByRole('navigation')).toBeNull();

    const user = userEvent.setup();
    for (const digit of '1234') await user.click(screen.getByRole('button', { name: `Cijfer ${digit}` }));
    expect(screen.getByLabelText('Pincode')).toHaveTextContent('●●●●○');
    await user.click(screen.getByRole('button', { name: 'Cijfer 5' }));

    expect(await screen.findByText('Welkom, An')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pin: '12345', repetitionIds: [9, 10], present: true });
    expect(missing).toEqual([]);
  });

  it("shows the server's refusal, and the keyboard clears and corrects the digits", async () => {
    const { instance, missing } = await coreOnly();
    mockApi({
      'GET /auth': { status: 200, body: kiosk },
      'POST /repetitions/9/enterPin': { status: 200, body: { success: false, message: 'Ongeldige pincode', firstName: null } },
    });
    renderApp('/pinscherm/9', { token: 'kiosk-token', i18n: instance });
    await screen.findByRole('heading', { level: 1, name: 'Geef je pincode in' });

    const user = userEvent.setup();
    await user.keyboard('12');
    expect(screen.getByLabelText('Pincode')).toHaveTextContent('●●○○○');
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Pincode')).toHaveTextContent('●○○○○');
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Pincode')).toHaveTextContent('○○○○○');
    await user.keyboard('99999');

    expect(await screen.findByRole('status')).toHaveTextContent('Ongeldige pincode');
    expect(missing).toEqual([]);
  });
});
