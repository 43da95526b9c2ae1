import { createTheme, DEFAULT_THEME, mergeThemeOverrides, type CSSVariablesResolver, type MantineTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/**
 * Styling constants of spec 1 §1: primary 497db0 (shade 6), dark 3a6599 (shade 7) and secondary
 * 1f64b8. Filled elements use shade 7 because white text on 497db0 stays under the 4.5:1 contrast
 * that small text needs; 497db0 remains the accent (focus rings, light variants, icons).
 */
const coulisse: MantineColorsTuple = ['#eef4fa', '#dbe6f2', '#b7cde5', '#90b2d7', '#6f9bcb', '#5a8cc2', '#497db0', '#3a6599', '#2f5380', '#244066'];
const secondary: MantineColorsTuple = ['#e8f1fc', '#cfe0f6', '#9fc0ec', '#6b9ee2', '#4283d9', '#2b72d2', '#1f64b8', '#1a56a0', '#154887', '#0f396d'];

/**
 * Mantine's palettes with shades 7–9 darkened where they fell short of 4.5:1 (WCAG 2.2 AA):
 * filled controls put white text on shade 7, light badges, buttons and alerts put shade 9 on
 * shade 1. The lighter shades (backgrounds, accents) stay Mantine's.
 */
const readable = (name: string, darker: [string, string, string]): MantineColorsTuple => [...DEFAULT_THEME.colors[name]!.slice(0, 7), ...darker] as unknown as MantineColorsTuple;
const readableColors = {
  green: readable('green', ['#29853a', '#268037', '#267b37']),
  orange: readable('orange', ['#c35106', '#be490a', '#bb3e0d']),
  yellow: readable('yellow', ['#a26900', '#a35f00', '#a85700']),
  teal: readable('teal', ['#0a8560', '#087f5a', '#087a57']),
  red: readable('red', ['#d83838', '#ce2d2d', '#c52929']),
  blue: readable('blue', ['#1a76c9', '#186cba', '#1864ab']),
};

const theme = createTheme({
  primaryColor: 'coulisse',
  primaryShade: 7,
  colors: { coulisse, secondary, ...readableColors },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  breakpoints: { xs: '36em', sm: '48em', md: '60em', lg: '75em', xl: '88em' },
  components: {
    // A badge (a presence state, a status) is never squeezed and cut off: it keeps its text's width.
    Badge: { styles: { root: { flexShrink: 0 }, label: { overflow: 'visible' } } },
    // A loader is named ('Bezig met laden…'): a name needs a role on a span (axe aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } },
    // Form sections read as headed groups: the legend is the section title.
    Fieldset: {
      defaultProps: { variant: 'unstyled' },
      styles: (theme: MantineTheme) => ({
        root: { margin: 0, padding: 0, minWidth: 0 },
        legend: { fontSize: theme.fontSizes.lg, fontWeight: 650, color: coulisse[8], marginBottom: theme.spacing.sm, padding: 0 },
      }),
    },
  },
});

/**
 * Mantine's dimmed grey (gray.6) reaches 3.3:1 on white, under the 4.5:1 WCAG 2.2 AA asks of
 * small text (footer, subtitles, input descriptions, counts): gray.7 keeps it quiet at 8:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * The theme with the reader's words where Mantine draws a control of its own: the close button
 * of toasts, dialogs and drawers has only an icon and needs a name ('Sluiten').
 */
export function localisedTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      // Plain objects, not `Modal.extend(…)`: naming the components here would pull the dialog,
      // drawer and toast code (scroll area, focus trap…) into the sign-in page's bundle (issue 14).
      components: {
        Notification: { defaultProps: { closeButtonProps } },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    }),
  );
}
