import { Suspense, useState, type ReactElement } from 'react';
import { useFirstScreenPainted } from '../screens/firstScreen';

/**
 * A top-bar menu whose button shows at once, while the menu behind it (Mantine's Menu with its
 * popover and floating-ui) loads once the first screen is painted, like the search and the bell:
 * the signed-in frame a phone needs first is that much smaller (issue 14). A click on the button
 * before the menu has arrived opens it as soon as it has.
 */
export function DeferredMenu({ button, menu }: { button: (onClick: () => void) => ReactElement; menu: (opened: boolean) => ReactElement }) {
  const painted = useFirstScreenPainted();
  const [asked, setAsked] = useState(false);
  const standIn = button(() => setAsked(true));
  if (!painted && !asked) return standIn;
  // A click on the stand-in while the menu was on its way mounts the menu afresh, open.
  return (
    <Suspense key={String(asked)} fallback={standIn}>
      {menu(asked)}
    </Suspense>
  );
}
