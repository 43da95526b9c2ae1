import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { AppRoutes } from './router';

function Broken(): never {
  throw new Error('render failed');
}

describe('a screen that fails to render', () => {
  it("shows the catalogue's message instead of a blank page, and the next address renders afresh", async () => {
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
