import { LANGUAGES, type Language } from '@coulisse/shared/i18n/keys';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';

/** nl, en, fr; the choice is stored locally (spec 1 §1). */
export function LanguageSwitch({ color = 'gray' }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color={color}
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The name starts with the visible code (WCAG 2.5.3 label in name): "NL – Taal: Nederlands".
          aria-label={`${current.toUpperCase()} – ${t('app.language')}: ${t(`shell.languages.${current}`)}`}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('app.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void changeLanguage(language)}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language === current ? 'true' : undefined}
          >
            {t(`shell.languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
