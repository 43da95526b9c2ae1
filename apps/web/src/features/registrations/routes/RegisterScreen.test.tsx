import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { FORM, REGISTRATION, rightsAnswer } from '../test/fixtures';

function renderRegister(form = FORM, register: { status: number; body?: unknown } = { status: 201, body: { message: 'Medewerker werd succesvol ingeschreven', data: REGISTRATION } }) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ id: 7, level: 0, flags: {} }) },
    'GET /project/5/registration-form': { status: 200, body: form },
    'POST /project/5/users': register,
    'GET /registration/40': { status: 200, body: REGISTRATION },
    'GET /project/5/user/7/rights': rightsAnswer({}),
  });
  renderApp('/projecten/inschrijven/5', { token: 'token-1' });
  return calls;
}

describe('/projecten/inschrijven/{id} (spec 1 §2 §4 §5)', () => {
  it('switches the preference options with the side, and registers with preferences, audition and sizes', async () => {
    const user = userEvent.setup();
    const calls = renderRegister();
    expect(await screen.findByRole('heading', { name: 'Inschrijven voor Het Geels Dolhuys 2027' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Naast het podium' }));
    expect(screen.getByRole('checkbox', { name: /Decorbouw/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Figurant/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Ik wil auditie doen' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Op het podium' }));
    await user.click(screen.getByRole('checkbox', { name: /Figurant/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Ik wil auditie doen' }));
    expect(screen.getByText('Audities op zaterdag in zaal De Werft.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Talenten' }), 'Zingen');
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));

    expect(await screen.findByText('Medewerker werd succesvol ingeschreven')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ location: 1, choices: [1], auditioning: true, talents: 'Zingen', sizes: { shirtSize: 'S', height: 168 } });
  });

  it('requires a preference when the side offers some (spec 1 §5)', async () => {
    const user = userEvent.setup();
    const calls = renderRegister();
    await user.click(await screen.findByRole('radio', { name: 'Op het podium' }));
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('requires a part of town in an extended project and offers the diet when the project asks for it', async () => {
    const user = userEvent.setup();
    renderRegister({ ...FORM, project: { ...FORM.project, extended: true, dietEnabled: true } });
    await user.click(await screen.findByRole('radio', { name: 'Naast het podium' }));
    await user.click(screen.getByRole('checkbox', { name: /Decorbouw/ }));
    expect(screen.getByRole('combobox', { name: 'Dieet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    await waitFor(() => expect(screen.getAllByText('Veld mag niet leeg zijn').length).toBeGreaterThan(0));
  });

  it('offers only off stage after closedFrom', async () => {
    renderRegister({ ...FORM, window: { mode: 'off', onStage: false, offStage: true }, project: { ...FORM.project, closedFrom: '2026-01-31' } });
    expect(await screen.findByRole('radio', { name: 'Naast het podium' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Op het podium' })).not.toBeInTheDocument();
    expect(screen.getByText('Inschrijven op het podium kan niet meer (afgesloten op 31/01/2026).')).toBeInTheDocument();
  });

  it('shows nothing to fill in when no window is open, and a link when already registered', async () => {
    renderRegister({ ...FORM, window: { mode: 'none', onStage: false, offStage: false } });
    expect(await screen.findByText('De inschrijvingen voor dit project zijn afgesloten.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inschrijven' })).not.toBeInTheDocument();
  });

  it('shows the server refusal in a banner', async () => {
    const user = userEvent.setup();
    renderRegister(FORM, { status: 400, body: { message: 'De inschrijvingen op het podium zijn afgesloten.', code: 'validation' } });
    await user.click(await screen.findByRole('radio', { name: 'Op het podium' }));
    await user.click(screen.getByRole('checkbox', { name: /Figurant/ }));
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De inschrijvingen op het podium zijn afgesloten.');
  });

  it('keeps the sizes read-only when they may not be changed', async () => {
    renderRegister({ ...FORM, mayEditSizes: false });
    expect(await screen.findByText(/Je kledingmaten kunnen niet gewijzigd worden/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Lengte/ })).not.toBeInTheDocument();
  });
});
