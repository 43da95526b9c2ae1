import type { MailDetail } from '@coulisse/shared/schemas/communication';
import { Code, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The mail as sent. The HTML is rendered in a fully sandboxed frame (`sandbox=""`): no scripts,
 * no forms, no access to this page or its session, whatever the mail contains.
 */
export function MailBodies({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="html" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="html">{t('outbox.html')}</Tabs.Tab>
        <Tabs.Tab value="text">{t('outbox.text')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html" pt="sm">
        <iframe
          title={t('outbox.previewFrame')}
          sandbox=""
          srcDoc={mail.html}
          style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', background: 'white' }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="text" pt="sm">
        <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 420, overflow: 'auto' }}>
          {mail.text}
        </Code>
      </Tabs.Panel>
    </Tabs>
  );
}
