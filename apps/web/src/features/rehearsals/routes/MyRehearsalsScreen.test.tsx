import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { repetitionDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';

const REHEARSAL = repetitionDto({ own: { present: false, markedPresent: true, reason: null } });

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
