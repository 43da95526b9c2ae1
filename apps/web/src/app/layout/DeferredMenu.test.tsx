import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { screenShown } from '../screens/firstScreen';
import { DeferredMenu } from './DeferredMenu';

/** A menu from a chunk of its own: names its button after whether it mounted open. */
const Menu = lazy(async () => ({ default: ({ opened }: { opened: boolean }) => <button type="button">{opened ? 'Menu, open' : 'Menu'}</button> }));

function renderMenu() {
  return render(
    <DeferredMenu
      button={(onClick) => (
        <button type="button" onClick={onClick}>
          Knop
        </button>
      )}
      menu={(opened) => <Menu opened={opened} />}
    />,
  );
}

// In this order: the first screen is painted once per page (a module's promise).
describe('a top-bar menu that loads after the first screen (issue 14)', () => {
  it('shows its button at once, and a click before the menu has arrived opens it when it has', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Knop' }));
    expect(await screen.findByRole('button', { name: 'Menu, open' })).toBeInTheDocument();
  });

  it('swaps in the menu, closed, once the first screen is painted', async () => {
    renderMenu();
    expect(screen.getByRole('button', { name: 'Knop' })).toBeInTheDocument();
    screenShown(new QueryClient());
    expect(await screen.findByRole('button', { name: 'Menu' }, { timeout: 2000 })).toBeInTheDocument();
  });
});
