import { lazyNamed } from '../screens/lazyNamed';
import { DeferredMenu } from './DeferredMenu';
import { LanguageButton } from './LanguageButton';

// By the time it loads, the frame has brought the whole catalogue: it waits for nothing else.
const LanguageMenu = lazyNamed(() => import('./LanguageMenu'), 'LanguageMenu', 'core');

/** nl, en, fr; the choice is stored locally (spec 1 §1). */
export function LanguageSwitch({ color = 'gray' }: { color?: string }) {
  return (
    <DeferredMenu
      button={(onClick) => <LanguageButton color={color} onClick={onClick} />}
      menu={(opened) => <LanguageMenu color={color} defaultOpened={opened} />}
    />
  );
}
