import { Stack, Text } from '@mantine/core';
import { notificationParagraphs } from './notificationText';

/** A notification's text, rendered as text only (see `notificationParagraphs`). */
export function NotificationText({ html }: { html: string }) {
  return (
    <Stack gap="xs">
      {notificationParagraphs(html).map((paragraph, i) => (
        <Text key={i}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
