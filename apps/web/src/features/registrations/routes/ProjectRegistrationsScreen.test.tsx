import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import type { RegistrationListItem } from '@coulisse/shared/schemas/registrations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { projectDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';
import { FORM } from '../test/fixtures';

const project = (flags: Record<string, boolean>): ProjectDto => projectDto(flags, { auditionsEnabled: true });

const ROW: RegistrationListItem = {
  id: 40,
  projectId: 5,
  projectName: 'Het Geels Dolhuys 2027',
  userId: 7,
  firstName: 'An',
  lastName: 'Janssens',
  sex: 1,
  dateOfBirth: '1995-05-17',
  location: 1,
  auditioning: true,
  choices: ['Figurant'],
  partOfTown: null,
  talents: null,
  remarks: null,
  creationDt: '2026-05-01T10:00:00.000Z',
};

const ALL = { canReadProjects: true, canReadRegistrations: true, canReadRegistrationsGeneral: true, canReadRegistrationsPreferred: true, canReadRegistrationsRemarks: true, canExportRegistrations: true, canCreateRegistrations: true };

function renderList(flags: Record<string, boolean>, userFlags: Record<string, boolean> = {}, replies: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  const calls = mockApi({
    'GET /project/5/casting/casts': { status: 200, body: [{ id: 1, name: 'Cast A' }, { id: 2, name: 'Cast B' }] },
    'GET /auth': { status: 200, body: sessionUser({ id: 2, level: 2, flags: userFlags }) },
    'GET /project/5': { status: 200, body: project(flags) },
    'GET /project/5/registration-form': { status: 200, body: FORM },
    'GET /project/5/registrations': { status: 200, body: { data: [ROW], total: 1, offset: 0, items: 1, filters: {}, message: null } },
    ...replies,
  });
  renderApp('/projecten/5/inschrijvingen', { token: 'token-1' });
  return calls;
}

describe('/projecten/{id}/inschrijvingen (spec 1 §2 §7)', () => {
  it('lists the registrations with the columns, filters and export the project rights allow', async () => {
    const user = userEvent.setup();
    const calls = renderList(ALL);
    const table = await screen.findByRole('table', { name: 'Inschrijvingen' });
    expect(within(table).getByRole('row', { name: /Janssens, An/ })).toHaveTextContent('Op het podium');
    expect(within(table).getByText('Figurant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporteren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Niet ingeschreven' })).toHaveAttribute('href', '/projecten/5/inschrijvingen/niet-ingeschreven');
    expect(within(table).getByRole('link', { name: 'Janssens, An' })).toHaveAttribute('href', '/projecten/5/inschrijvingen/40/gegevens');

    await user.click(screen.getByRole('radio', { name: 'Op het podium' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/project/5/registrations' && JSON.parse(c.query.filters ?? '{}').onStage === 1)).toBe(true));
  });

  it('mails the checked rows: their people go to the mail screen, sent through the project’s call', async () => {
    const user = userEvent.setup();
    const mailer = { canReadUsers: true, canReadUsersContact: true };
    const calls = renderList({ ...ALL, canReadUsersContact: true }, mailer, {
      'POST /project/5/registrations/people': { status: 200, body: { data: [7] } },
      'GET /users': { status: 200, body: { data: [{ id: 7, firstName: 'An', lastName: 'Janssens', level: 0, image: null, email: 'an@example.be', phoneNumber: null, cellPhone: null, sex: 1, dateOfBirth: null, cityName: null, creationDt: '2026-01-01T10:00:00.000Z', lastActivity: null }], total: 1, offset: 0, items: 1, filters: {}, message: null } },
      'GET /mail/templates': { status: 200, body: { data: [], total: 0 } },
      'POST /project/5/mail': { status: 202, body: { message: 'Mail(s) werd(en) succesvol verzonden', mailingId: 3, recipients: 1 } },
    });
    await screen.findByRole('table', { name: 'Inschrijvingen' });
    await user.click(screen.getByRole('checkbox', { name: 'An Janssens selecteren' }));
    await user.click(within(screen.getByRole('region', { name: 'Acties voor de selectie' })).getByRole('button', { name: 'Mailen' }));
    expect(calls.find((c) => c.path === '/project/5/registrations/people')?.body).toEqual({ ids: [40] });
    expect(await screen.findByText('1 geadresseerde')).toBeInTheDocument();
    expect(await screen.findByText('An Janssens')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Onderwerp' }));
    await user.paste('Kostuumpas');
    await user.click(screen.getByRole('textbox', { name: 'Bericht' }));
    await user.paste('<p>Tot dinsdag!</p>');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Mail(s) werd(en) succesvol verzonden')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/project/5/mail')?.body).toEqual({ to: [7], subject: 'Kostuumpas', html: '<p>Tot dinsdag!</p>' });
    expect(calls.some((c) => c.path === '/mail')).toBe(false);
    sessionStorage.clear();
    // Two screens and a lazily loaded one: slow on a busy machine.
  }, 30_000);

  it('offers no Mail action without the contact right in the project', async () => {
    renderList({ ...ALL, canCreateRegistrations: false }, { canReadUsers: true, canReadUsersContact: true });
    await screen.findByRole('table', { name: 'Inschrijvingen' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers neither section filters nor export without their sub-rights', async () => {
    renderList({ canReadProjects: true, canReadRegistrations: true });
    const table = await screen.findByRole('table', { name: 'Inschrijvingen' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Naam', 'Ingeschreven op']);
    expect(screen.queryByRole('button', { name: 'Exporteren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Op het podium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Niet ingeschreven' })).not.toBeInTheDocument();
  });

  it('filters on a cast from the casting call when the caller may read the casts', async () => {
    const user = userEvent.setup();
    const calls = renderList({ ...ALL, canReadCasts: true });
    await screen.findByRole('table', { name: 'Inschrijvingen' });
    await user.click(await screen.findByRole('combobox', { name: 'Cast' }));
    await user.click(await screen.findByRole('option', { name: 'Cast B', hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.path === '/project/5/registrations' && JSON.parse(c.query.filters ?? '{}').cast === 2)).toBe(true));
  });

  it('offers no cast filter, and asks no casts, without a right that reads them', async () => {
    const calls = renderList(ALL);
    await screen.findByRole('table', { name: 'Inschrijvingen' });
    expect(screen.queryByRole('combobox', { name: 'Cast' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/project/5/casting/casts')).toBe(false);
  });
});
