import { emptyRights, rightsToDto, type RightsSet } from '@coulisse/shared/access/rights';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Screen } from '../../../app/screens/screens';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { fakeMediaQueryList } from '../../../test/mediaQuery';
import { RightsMatrix } from './RightsMatrix';

// A few areas keep the DOM small enough for jsdom; the rules are the same for every area.
const SHOWN = new Set(['threads', 'users', 'articles', 'orders', 'racks', 'settings', 'appointments']);
const AREAS = rightsToDto(emptyRights()).filter((area) => SHOWN.has(area.name));

function Matrix() {
  const [rights, setRights] = useState<RightsSet>(emptyRights);
  return <RightsMatrix areas={AREAS} value={rights} onChange={setRights} />;
}

function renderMatrix() {
  mockApi({ 'GET /auth': { status: 200, body: sessionUser() } });
  const screens: Screen[] = [{ path: '/matrix', element: <Matrix />, access: 'signedIn' }];
  renderApp('/matrix', { screens, token: 'token-1' });
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

// By label: role queries compute every box's accessible name and are slow in jsdom.
const box = (label: string) => screen.getByLabelText(label);

afterEach(() => vi.restoreAllMocks());

describe('rights matrix click rules (spec 3 §4 "Access role rights")', () => {
  it('checks read when create, update or delete is checked', async () => {
    const user = renderMatrix();
    await user.click(await screen.findByLabelText('Wijzigen voor Instellingen'));
    expect(box('Lezen voor Instellingen')).toBeChecked();
    await user.click(box('Aanmaken voor Artikels'));
    await user.click(box('Verwijderen voor Verhuur'));
    expect(box('Lezen voor Artikels')).toBeChecked();
    expect(box('Lezen voor Verhuur')).toBeChecked();
    expect(box('Lezen voor Rekken')).not.toBeChecked();
  });

  it('checks read when a sub-right is checked', async () => {
    const user = renderMatrix();
    await user.click(await screen.findByLabelText('Foto voor Medewerkers'));
    expect(box('Lezen voor Medewerkers')).toBeChecked();
    expect(box('Wijzigen voor Medewerkers')).not.toBeChecked();
  });

  it('clears the other actions and every sub-right when read is unchecked', async () => {
    const user = renderMatrix();
    await user.click(await screen.findByLabelText('Wijzigen voor Medewerkers'));
    await user.click(box('Adres voor Medewerkers'));
    await user.click(box('Opmerkingen voor Medewerkers'));
    await user.click(box('Lezen voor Medewerkers'));
    for (const name of ['Lezen', 'Wijzigen', 'Adres', 'Opmerkingen']) expect(box(`${name} voor Medewerkers`)).not.toBeChecked();
  });

  it('checks or clears a whole column with its header box, through the same rules', async () => {
    const user = renderMatrix();
    await user.click(await screen.findByLabelText('Aanmaken voor alle onderdelen'));
    expect(box('Aanmaken voor Instellingen')).toBeChecked();
    expect(box('Lezen voor Gesprekken')).toBeChecked();
    expect(box('Lezen voor alle onderdelen')).toBeChecked();
    await user.click(box('Verwijderen voor Afspraken'));
    expect(box('Verwijderen voor alle onderdelen')).toHaveAttribute('data-indeterminate', 'true');

    await user.click(box('Lezen voor alle onderdelen'));
    expect(box('Aanmaken voor Instellingen')).not.toBeChecked();
    expect(box('Verwijderen voor Afspraken')).not.toBeChecked();
    expect(box('Aanmaken voor alle onderdelen')).not.toBeChecked();
  });

  it('becomes one collapsible card per area under 960 px, summing up what is granted', async () => {
    // Mantine's mobile breakpoint (under 960 px) matches; every other query does not.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, query.includes('max-width: 59.99em')));
    const user = renderMatrix();
    const card = await screen.findByRole('button', { name: /^Instellingen/ });
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(card).toHaveTextContent('Geen rechten');
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    await user.click(box('Wijzigen voor Instellingen'));
    expect(box('Lezen voor Instellingen')).toBeChecked();
    expect(within(card).getByText('Lezen, Wijzigen')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
