import { LANGUAGES } from '@coulisse/shared/i18n/keys';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';

/**
 * The language choice of the signed-out screens: one button per language, the chosen one pressed.
 * The signed-in top bar keeps the menu (`LanguageSwitch`); a menu needs Mantine's floating layer
 * (about 19 kB brotli), too much for the first screen a phone loads (issue 14).
 */
export function LanguageButtons() {
  const { t, i18n } = useTranslation();
  return (
    <Group component="nav" gap={4} wrap="nowrap" aria-label={t('app.language')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          title={t(`shell.languages.${language}`)}
          aria-pressed={i18n.language === language}
          variant={i18n.language === language ? 'white' : 'subtle'}
          color={i18n.language === language ? 'coulisse.9' : 'white'}
          size="compact-sm"
          onClick={() => void changeLanguage(language)}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
