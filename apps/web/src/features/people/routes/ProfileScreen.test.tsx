import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../test/api';
import { jens, renderProfile, saved, volunteer } from '../test/profileFixtures';

const section = (name: string) => screen.findByRole('region', { name });
const put = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'PUT' && c.path === path).map((c) => c.body);

describe('/profiel: a volunteer edits his own profile (spec 1 §2, §5, §8)', () => {
  it('shows every own section in three columns, each with its edit button', async () => {
    renderProfile('/profiel', {
      'GET /auth': { status: 200, body: volunteer() },
      'GET /user/7': { status: 200, body: jens({ ownerRemarks: 'Komt altijd op tijd' }) },
    });
    for (const name of ['Persoonlijke gegevens', 'Contactgegevens', 'Adres', 'Privacy', 'Overige info', 'Kledingmaten', 'Opmerkingen van de organisatie']) {
      expect(await section(name)).toBeInTheDocument();
    }
    expect(within(await section('Adres')).getByText('Kerkstraat 12, 2440 Geel')).toBeInTheDocument();
    expect(within(await section('Kledingmaten')).getByText('180 cm')).toBeInTheDocument();
    for (const name of ['Persoonlijke gegevens', 'Contactgegevens', 'Adres', 'Privacy', 'Overige info', 'Kledingmaten']) {
      expect(screen.getByRole('button', { name: `${name} bewerken` })).toBeInTheDocument();
    }
    // The organisation's remark is shown to the person, but only staff with the right change it.
    expect(screen.queryByRole('button', { name: 'Opmerkingen van de organisatie bewerken' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto wijzigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeInTheDocument();
    // 'since' is for levels 1 and 2 only.
    expect(screen.queryByText(/Medewerker sinds/)).not.toBeInTheDocument();
  });

  it('checks fields on blur with the Dutch messages, saves the section and shows the success text', async () => {
    const { calls, user } = renderProfile('/profiel', {
      'GET /auth': { status: 200, body: volunteer() },
      'GET /user/7': { status: 200, body: jens() },
      'PUT /user/7/contact-details': (call) => saved(jens({ ...(call.body as object) })),
    });
    await user.click(await screen.findByRole('button', { name: 'Contactgegevens bewerken' }));
    const contact = await section('Contactgegevens');
    const phone = within(contact).getByLabelText('Telefoonnummer');
    await user.type(phone, '12345');
    await user.tab();
    expect(await within(contact).findByText('Telefoonnummer is ongeldig')).toBeInTheDocument();
    const email = within(contact).getByLabelText(/^E-mailadres/);
    await user.clear(email);
    await user.type(email, 'jens@');
    await user.tab();
    expect(await within(contact).findByText('E-mailadres is geen geldig mailadres')).toBeInTheDocument();
    // Saving an invalid form sends nothing and says why.
    await user.click(within(contact).getByRole('button', { name: 'Opslaan' }));
    expect(await within(contact).findByText('Gelieve alle verplichte velden in te vullen')).toBeInTheDocument();
    expect(put(calls, '/user/7/contact-details')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'jens@voorbeeld.be');
    await user.clear(phone);
    await user.type(phone, '014 12 34 56');
    await user.click(within(contact).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Contactgegevens werden succesvol gewijzigd')).toBeInTheDocument();
    expect(put(calls, '/user/7/contact-details')).toEqual([
      { email: 'jens@voorbeeld.be', secondaryEmail: null, phoneNumber: '014 12 34 56', cellPhone: '0470 12 34 56' },
    ]);
    await waitFor(() => expect(within(contact).queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument());
    expect(within(contact).getByText('014 12 34 56')).toBeInTheDocument();
  });

  it('cancels without a call and shows the stored values again', async () => {
    const { calls, user } = renderProfile('/profiel', { 'GET /auth': { status: 200, body: volunteer() }, 'GET /user/7': { status: 200, body: jens() } });
    await user.click(await screen.findByRole('button', { name: 'Persoonlijke gegevens bewerken' }));
    const personal = await section('Persoonlijke gegevens');
    const firstName = within(personal).getByLabelText(/^Voornaam/);
    await user.clear(firstName);
    await user.type(firstName, 'J');
    await user.tab();
    expect(await within(personal).findByText('Voornaam is ongeldig')).toBeInTheDocument();
    await user.click(within(personal).getByRole('button', { name: 'Annuleren' }));
    expect(within(personal).getByText('Jens')).toBeInTheDocument();
    // An empty remark of the organisation that he cannot write is not worth a section.
    expect(screen.queryByRole('region', { name: 'Opmerkingen van de organisatie' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('stays in edit mode on a refusal and shows the server’s message, on its field when it names one', async () => {
    let answer = {
      status: 400,
      body: {
        message: 'Er bestaat al een account met dit e-mailadres',
        code: 'validation',
        fields: { email: 'Er bestaat al een account met dit e-mailadres' },
      },
    };
    const { user } = renderProfile('/profiel', {
      'GET /auth': { status: 200, body: volunteer() },
      'GET /user/7': { status: 200, body: jens() },
      'PUT /user/7/contact-details': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Contactgegevens bewerken' }));
    const contact = await section('Contactgegevens');
    await user.click(within(contact).getByRole('button', { name: 'Opslaan' }));
    expect(await within(contact).findByText('Er bestaat al een account met dit e-mailadres')).toBeInTheDocument();
    expect(within(contact).getByLabelText(/^E-mailadres/)).toHaveAttribute('aria-invalid', 'true');

    answer = {
      status: 500,
      body: { message: 'Er ging iets mis, gelieve de pagina te vernieuwen en opnieuw te proberen', code: 'internal', fields: {} },
    } as typeof answer;
    await user.click(within(contact).getByRole('button', { name: 'Opslaan' }));
    expect(await within(contact).findByRole('alert')).toHaveTextContent('Er ging iets mis');
    expect(within(contact).getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
  });

  it('asks for a new own e-mail address: the profile shows it waiting for its link, still signed in, and the change can be cancelled', async () => {
    const { calls, router, user } = renderProfile('/profiel', {
      'GET /auth': { status: 200, body: volunteer() },
      'GET /user/7': { status: 200, body: jens() },
      'PUT /user/7/contact-details': saved(jens({ pendingEmail: 'jens@voorbeeld.be' }), 'gevraagd'),
      'DELETE /user/7/pending-email': saved(jens(), 'geannuleerd'),
    });
    await user.click(await screen.findByRole('button', { name: 'Contactgegevens bewerken' }));
    const contact = await section('Contactgegevens');
    expect(within(contact).getByText(/^Een nieuw e-mailadres geldt pas nadat u het bevestigt/)).toBeInTheDocument();
    const email = within(contact).getByLabelText(/^E-mailadres/);
    await user.clear(email);
    await user.type(email, 'jens@voorbeeld.be');
    await user.click(within(contact).getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('We stuurden een bevestigingslink naar jens@voorbeeld.be. Het nieuwe e-mailadres geldt pas na bevestiging.'),
    ).toBeInTheDocument();
    expect(await within(contact).findByText('Nieuw e-mailadres: jens@voorbeeld.be')).toBeInTheDocument();
    expect(within(contact).getByText(/^Wacht op bevestiging/)).toBeInTheDocument();
    // The current address still signs in and is still shown; nobody was signed out.
    expect(within(contact).getByText('vrijwilliger@coulisse.be')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profiel');
    expect(localStorage.getItem('coulisse.token')).toBe('token-1');

    await user.click(within(contact).getByRole('button', { name: 'Wijziging annuleren' }));
    expect(await screen.findByText('De wijziging van het e-mailadres werd geannuleerd')).toBeInTheDocument();
    await waitFor(() => expect(within(contact).queryByText(/^Nieuw e-mailadres/)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/user/7/pending-email']);
  });
});

describe('clothing sizes (spec 1 §5)', () => {
  it('checks the ranges, keeps a stored height required and sends empty sizes as null', async () => {
    const { calls, user } = renderProfile('/profiel', {
      'GET /auth': { status: 200, body: volunteer() },
      'GET /user/7': { status: 200, body: jens({ chest: 90 }) },
      'PUT /user/7/clothing-sizes': (call) => {
        // The shirt size is sent as shirtSize and stored as tShirt.
        const { shirtSize, ...sizes } = call.body as { shirtSize?: string };
        return saved(jens({ ...sizes, ...(shirtSize ? { tShirt: shirtSize } : {}) }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kledingmaten bewerken' }));
    const sizes = await section('Kledingmaten');
    const height = within(sizes).getByLabelText('Lengte');
    await user.clear(height);
    await user.type(height, '260');
    await user.tab();
    expect(await within(sizes).findByText('Geef een waarde tussen 50 en 230')).toBeInTheDocument();
    await user.clear(height);
    await user.tab();
    expect(await within(sizes).findByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    await user.type(height, '181');
    await user.clear(within(sizes).getByLabelText('Borstomtrek'));
    await user.type(within(sizes).getByLabelText('Hoofdomtrek'), '30');
    await user.tab();
    expect(await within(sizes).findByText('Geef een waarde tussen 35 en 70')).toBeInTheDocument();
    await user.clear(within(sizes).getByLabelText('Hoofdomtrek'));
    await user.type(within(sizes).getByLabelText('Hoofdomtrek'), '57');
    await user.click(within(sizes).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Kledijgegevens werden succesvol gewijzigd')).toBeInTheDocument();
    expect(put(calls, '/user/7/clothing-sizes')).toEqual([
      { shirtSize: 'L', height: 181, chest: null, waist: null, hipSize: null, headSize: 57, clothingSize: null },
    ]);
  });

  it('shows the orange notice and no edit button when the volunteer may not change his sizes', async () => {
    renderProfile('/profiel', {
      'GET /auth': { status: 200, body: volunteer({ canEditClothingSizes: false }) },
      'GET /user/7': { status: 200, body: jens({ canEditClothingSizes: false }) },
    });
    const sizes = await section('Kledingmaten');
    expect(within(sizes).getByText(/Uw kledingmaten kunnen niet gewijzigd worden/)).toBeInTheDocument();
    expect(within(sizes).queryByRole('button', { name: 'Kledingmaten bewerken' })).not.toBeInTheDocument();
  });

  it('shows frozen sizes with a notice and without an edit button, also to the volunteer', async () => {
    renderProfile('/profiel', { 'GET /auth': { status: 200, body: volunteer() }, 'GET /user/7': { status: 200, body: jens({ clothingFrozen: true }) } });
    const sizes = await section('Kledingmaten');
    expect(within(sizes).getByText('Deze kledingmaten zijn vastgezet en kunnen niet gewijzigd worden.')).toBeInTheDocument();
    expect(within(sizes).queryByRole('button', { name: 'Kledingmaten bewerken' })).not.toBeInTheDocument();
  });
});

describe('re-verification (spec 1 §2, §4)', () => {
  it('confirms the data, thanks the volunteer and lifts the restriction', async () => {
    let verified = false;
    const { calls, router, user } = renderProfile('/profiel', {
      'GET /auth': () => ({ status: 200, body: volunteer({ shouldVerify: !verified }) }),
      'GET /general/info': { status: 200, body: { title: 'Welkom op ons inschrijfsysteem', description: 'Geen projecten' } },
      'GET /user/7': { status: 200, body: jens({ shouldVerify: true }) },
      'GET /verify/7': () => {
        verified = true;
        return saved(jens(), 'Bedankt om uw gegevens te bevestigen');
      },
    });
    expect(await screen.findByText('Kloppen uw gegevens nog?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mijn gegevens bevestigen' }));

    const thanks = await screen.findByRole('dialog', { name: 'Gegevens bevestigd' });
    expect(within(thanks).getByText('Bedankt om uw gegevens te bevestigen')).toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'Naar de projecten' })).toHaveAttribute('href', '/projecten');
    expect(calls.filter((c) => c.path === '/verify/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Kloppen uw gegevens nog?')).not.toBeInTheDocument());
    // The projects are open to him again: the link no longer bounces back to the profile.
    await user.click(within(thanks).getByRole('link', { name: 'Naar de projecten' }));
    expect(await screen.findByRole('heading', { name: 'Welkom op ons inschrijfsysteem' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projecten');
  });
});

describe('profile picture (spec 1 §5)', () => {
  it('refuses a file that is no jpeg or png, or larger than 10 MB, before anything is sent', async () => {
    const { calls } = renderProfile('/profiel', { 'GET /auth': { status: 200, body: volunteer() }, 'GET /user/7': { status: 200, body: jens() } });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Foto wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto wijzigen' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Dit bestandstype is niet toegelaten')).toBeInTheDocument();
    const huge = new File(['x'], 'groot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(await within(dialog).findByText('Dit bestand is te groot')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('/profiel: the mail setting (issue 13)', () => {
  it('shows that bulk mail is off after unsubscribing, and turns it back on', async () => {
    const { calls, user } = renderProfile('/profiel', {
      'GET /auth': { status: 200, body: volunteer() },
      'GET /user/7': { status: 200, body: jens() },
      'GET /user/7/mail-settings': { status: 200, body: { bulkMail: false } },
      'PUT /user/7/mail-settings': { status: 200, body: { bulkMail: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Mails van Coulisse' })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: /^Groepsmails ontvangen/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Instellingen opgeslagen')).toBeInTheDocument();
    expect(put(calls, '/user/7/mail-settings')).toEqual([{ bulkMail: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Groepsmails ontvangen/ })).toBeChecked());
  });
});
