import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../test/api';
import { renderApp } from '../test/renderApp';
import { i18n } from '../lib/i18n';
import { AppRoutes } from './router';

function Broken(): never {
  throw new Error('render failed');
}

describe('a screen that fails to render', () => {
  it('shows the message inside the frame, whose menu still leads elsewhere', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ firstName: 'An', lastName: 'Janssens' }) } });
    const screens = [
      { path: '/kapot', element: <Broken />, access: 'signedIn' as const },
      { path: '/ander', element: <h1>Ander scherm</h1>, access: 'signedIn' as const },
    ];
    const { router } = renderApp('/kapot', { screens, tabs: [], token: 'token-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis');
    expect(screen.getByRole('button', { name: /Profielmenu van An Janssens/ })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await router.navigate('/ander');
    expect(await screen.findByRole('heading', { name: 'Ander scherm' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows the catalogue's message instead of a blank page when the frame itself fails, and the next address renders afresh", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = [
      { path: '/kapot', element: <Broken /> },
      { path: '/ander', element: <h1>Ander scherm</h1> },
    ];
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/kapot']}>
            <nav>
              <Link to="/ander">Naar elders</Link>
            </nav>
            <AppRoutes routes={routes} />
          </MemoryRouter>
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Er ging iets mis, gelieve de pagina te vernieuwen en opnieuw te proberen');
    expect(screen.getByRole('button', { name: 'Pagina vernieuwen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Naar elders' }));
    expect(await screen.findByRole('heading', { name: 'Ander scherm' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
