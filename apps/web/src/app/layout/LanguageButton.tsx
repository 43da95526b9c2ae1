import type { Language } from '@coulisse/shared/i18n/keys';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

type LanguageButtonProps = { color: string } & Omit<ComponentPropsWithRef<'button'>, 'color'>;

/** The top bar's language button: the current language's code; `LanguageMenu` opens from it. */
export function LanguageButton({ color, ...props }: LanguageButtonProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <Button
      variant="subtle"
      color={color}
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      // The name starts with the visible code (WCAG 2.5.3 label in name): "NL – Taal: Nederlands".
      aria-label={`${current.toUpperCase()} – ${t('app.language')}: ${t(`shell.languages.${current}`)}`}
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
}
