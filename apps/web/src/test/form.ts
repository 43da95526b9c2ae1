import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The input labelled so (a required field's label ends in " *"); a Select's option list carries the same label: take the input. */
export function field(label: string): HTMLElement {
  const input = screen.getAllByLabelText(new RegExp(`^${label}( \\*)?$`)).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

/** Picks an option of a Select, typing `search` first in a searchable one. */
export async function choose(user: UserEvent, label: string, option: string, search?: string) {
  await user.click(field(label));
  if (search) await user.type(field(label), search);
  // jsdom never ends Mantine's dropdown transition, so the options count as hidden.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Fills the personal fields of sign-up and create profile: a Belgian born in Belgium. */
export async function fillPersonal(user: UserEvent, person: { firstName: string; lastName: string; dateOfBirth: string; sex: 'Man' | 'Vrouw' }) {
  await user.type(field('Voornaam'), person.firstName);
  await user.type(field('Achternaam'), person.lastName);
  await user.type(field('Geboortedatum'), person.dateOfBirth);
  await user.click(screen.getByRole('radio', { name: person.sex }));
  await user.type(field('Nationaliteit'), 'Belg');
  await choose(user, 'Geboorteland', 'België', 'Belg');
}
