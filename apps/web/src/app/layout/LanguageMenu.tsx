import { LANGUAGES, type Language } from '@coulisse/shared/i18n/keys';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { LanguageButton } from './LanguageButton';

/** The language menu of the top bar (`LanguageSwitch`, which loads it). */
export function LanguageMenu({ color, defaultOpened }: { color: string; defaultOpened: boolean }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton color={color} />
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
