import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const REHEARSAL = {
  id: 9,
  projectId: 5,
  projectName: 'Het Geels Dolhuys 2027',
  identifier: 'R12',
  name: 'Doorloop akte 1',
  description: null,
  date: '2027-03-04',
  start: '19:30',
  end: '22:00',
  startDt: '2027-03-04T18:30:00.000Z',
  endDt: '2027-03-04T21:00:00.000Z',
  locationId: 1,
  location: { id: 1, identifier: 'ZAAL', name: 'Feestzaal', street: 'Kerkstraat', houseNumber: '1', zipCode: '2440', city: 'Geel' },
  typeId: 1,
  type: { id: 1, name: 'Repetitie' },
  register: true,
  sendMail: false,
  open: true,
  selection: [],
  scenes: [],
  participants: 40,
  own: { present: false, markedPresent: true, reason: null },
};

function render(rehearsals: object[]) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ id: 7, level: 0 }) },
    'GET /user/7/repetitions': { status: 200, body: rehearsals },
    'GET /user/7/pin': { status: 200, body: { pin: '04217' } },
    'GET /repetitions/pdf': { status: 200, body: '%PDF-1.3' },
  });
  renderApp('/repetities/Het%20Geels%20Dolhuys%202027', { token: 'token-1' });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('/repetities/{projectName} (spec 2 §2)', () => {
  it("downloads the project's rehearsals as a PDF with the bearer header", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = render([REHEARSAL]);
    await user.click(await screen.findByRole('button', { name: 'PDF downloaden' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const pdf = calls.find((c) => c.path === '/repetitions/pdf')!;
    expect(pdf.query).toEqual({ projectId: '5' });
    expect(pdf.headers).toEqual({ authorization: 'Bearer token-1' });
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('offers no PDF when the person is not expected at a rehearsal', async () => {
    render([]);
    expect(await screen.findByText('Je wordt in de nabije toekomst niet verwacht op een repetitie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PDF downloaden' })).not.toBeInTheDocument();
  });
});
