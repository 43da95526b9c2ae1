import type { NotificationItem } from '@coulisse/shared/schemas/communication';
import { ActionIcon, Anchor, Badge, Box, Button, Divider, Group, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { NOTIFICATIONS_PATH } from '../paths';
import { useUnreadNotifications } from '../api/get-unread';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { notificationPlainText } from './notificationText';
import { TimeAgo } from './TimeAgo';
import { useLiveNotifications } from './useLiveNotifications';
import classes from './NotificationBell.module.css';

/** The address that opens one notification (and so marks it read) over the list. */
const notificationPath = (id: number) => `${NOTIFICATIONS_PATH}?melding=${id}`;
const MAX_BADGE = 99;

function UnreadItem({ item, onOpen, first }: { item: NotificationItem; onOpen: (id: number) => void; first: boolean }) {
  return (
    <UnstyledButton className={classes.item} onClick={() => onOpen(item.id)} w="100%" px="md" py="xs" data-autofocus={first || undefined}>
      <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
        <Text fw={600} fz="sm" lineClamp={1}>
          {item.label}
        </Text>
        <TimeAgo value={item.creationDt} />
      </Group>
      <Text fz="sm" c="dimmed" lineClamp={2}>
        {notificationPlainText(item.notification)}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The bell of the top bar (spec 1 §2, §9): the unread count as a badge and, on click, the newest
 * 10 unread; opening one shows it on /meldingen (which marks it read). Live through the socket.
 * Shown wherever /meldingen can be opened. Keyboard: the popover traps focus, starting on the
 * newest notification, and Escape returns to the bell.
 */
export function NotificationBell() {
  const available = useScreenAvailable()(NOTIFICATIONS_PATH);
  return available ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadNotifications();
  const markAll = useMarkAllNotificationsRead();
  useLiveNotifications();

  const count = unread.data?.count ?? 0;
  const items = unread.data?.items ?? [];
  const close = () => setOpened(false);
  const open = (id: number) => {
    close();
    void navigate(notificationPath(id));
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          radius="xl"
          aria-label={count ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator label={count > MAX_BADGE ? `${MAX_BADGE}+` : count} disabled={count === 0} size={18} color="red" offset={3} fz={10} fw={700}>
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-labelledby={titleId} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text id={titleId} fw={700}>
            {t('notifications.unreadTitle')}
          </Text>
          {count > 0 && (
            <Badge color="red" variant="light" aria-hidden>
              {count}
            </Badge>
          )}
        </Group>
        <Divider />
        {items.length > 0 ? (
          <Box component="ul" m={0} p={0} className={classes.list}>
            {items.map((item, i) => (
              <li key={item.id}>
                <UnreadItem item={item} onOpen={open} first={i === 0} />
              </li>
            ))}
          </Box>
        ) : (
          <Text px="md" py="lg" c="dimmed" fz="sm" ta="center">
            {unread.isError ? t('notifications.loadFailed') : t('notifications.noneUnread')}
          </Text>
        )}
        <Divider />
        <Stack gap={4} px="md" py="sm">
          {count > items.length && (
            <Text fz="xs" c="dimmed">
              {t('notifications.moreUnread', { count: count - items.length })}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Anchor component={Link} to={NOTIFICATIONS_PATH} onClick={close} fz="sm" fw={600} data-autofocus={items.length === 0 || undefined}>
              {t('notifications.openAll')}
            </Anchor>
            {count > 0 && (
              <Button variant="subtle" size="compact-sm" leftSection={<IconChecks size={16} aria-hidden />} loading={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('notifications.markAllRead')}
              </Button>
            )}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
