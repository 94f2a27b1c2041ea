import type { Notification, StoryType } from '@clearcall/contracts';
import {
  ActionIcon,
  Avatar,
  Box,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsViewed } from '../api/mark-notifications-viewed';
import classes from './notification-bell.module.css';

/** The section of the story path a notification opens: the company's filing page. */
const STORY_SECTION = 'Filings';
const BADGE_MAX = 99;
const LOADING_ROWS = 4;

const CONTENT_TYPE_LABELS: Record<StoryType, string> = {
  earnings: 'Earnings Call',
  news: 'News',
  companyReports: 'Company Report',
  hiring: 'Hiring',
  youtubeAndWebinar: 'YouTube & Webinar',
  linkedin: 'Social',
};

/** 'Q2 2024 · Earnings Call', leaving out what the story does not have. */
export function describeNotification(item: Notification): string {
  const period = [item.quarter === null ? null : `Q${item.quarter}`, item.year]
    .filter((part) => part !== null)
    .join(' ');
  return [period, CONTENT_TYPE_LABELS[item.contentType]].filter(Boolean).join(' · ');
}

type NotificationBellProps = {
  /** Whether the 'All Notifications' panel is open; the header keeps one panel open at a time. */
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
};

function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const isUnread = item.viewedBy === 0;
  return (
    <UnstyledButton className={classes.item} onClick={onOpen} data-unread={isUnread || undefined}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Avatar
          src={item.awsImageUrl || null}
          alt=""
          size={36}
          radius="sm"
          color="brand"
          classNames={{ image: classes.logo }}
          data-white-logo={item.awsImageUrl.toUpperCase().includes('WHITE') || undefined}
        >
          <span aria-hidden="true">{item.company.charAt(0).toUpperCase()}</span>
        </Avatar>
        <Box className={classes.itemText}>
          <Text size="sm" fw={600} truncate="end">
            {item.company}
          </Text>
          <Text size="xs" c="dimmed">
            {describeNotification(item)}
          </Text>
        </Box>
        {isUnread && (
          <span className={classes.dot}>
            <VisuallyHidden>Unread</VisuallyHidden>
          </span>
        )}
      </Group>
    </UnstyledButton>
  );
}

/**
 * The bell with the unread count. Its 'All Notifications' panel lists new stories of followed
 * companies; opening the panel marks the listed ones viewed, and an item opens its story.
 */
export function NotificationBell({ opened, onOpenedChange }: NotificationBellProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const notifications = useNotifications(user.userId);
  const markViewed = useMarkNotificationsViewed(user.userId);
  const { mutate: markAsViewed } = markViewed;
  const { refetch } = notifications;
  const requestedIds = useRef(new Set<string>());
  const wasOpen = useRef(false);
  const titleId = useId();

  const items = notifications.isError ? [] : (notifications.data?.data ?? []);
  const unreadCount = notifications.isError ? 0 : (notifications.data?.count ?? 0);

  const listed = notifications.data?.data;

  // Opening the panel marks what it lists as viewed, once; closing it fetches the new state.
  useEffect(() => {
    if (opened && listed) {
      const unread = listed
        .filter((item) => item.viewedBy === 0 && !requestedIds.current.has(item._id))
        .map((item) => item._id);
      if (unread.length > 0) {
        unread.forEach((id) => requestedIds.current.add(id));
        markAsViewed(unread);
      }
    } else if (wasOpen.current) {
      void refetch();
    }
    wasOpen.current = opened;
  }, [opened, listed, markAsViewed, refetch]);

  const handleOpenStory = (item: Notification) => {
    onOpenedChange(false);
    void navigate(paths.app.story.getHref(STORY_SECTION, item.companyId, item.storyId));
  };

  const renderBody = () => {
    if (notifications.isPending) {
      return (
        <Stack gap="sm" p="sm" aria-label="Loading notifications">
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <Group key={index} gap="sm" wrap="nowrap">
              <Skeleton height={36} width={36} radius="sm" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="55%" />
                <Skeleton height={10} width="35%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      );
    }
    if (items.length === 0) {
      return (
        <Stack gap={4} p="md" align="center" ta="center">
          <Text size="sm" fw={600}>
            No notifications yet
          </Text>
          <Text size="sm" c="dimmed">
            Follow companies to hear here when they publish a new story.
          </Text>
        </Stack>
      );
    }
    return (
      <Stack component="ul" gap={0} className={classes.list}>
        {items.map((item) => (
          <li key={item._id}>
            <NotificationRow item={item} onOpen={() => handleOpenStory(item)} />
          </li>
        ))}
      </Stack>
    );
  };

  const badge = unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : String(unreadCount);
  const label =
    unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications, none unread';

  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-end"
      shadow="md"
      withinPortal
      classNames={{ dropdown: classes.dropdown }}
    >
      <Indicator
        label={badge}
        disabled={unreadCount === 0}
        color="red"
        size={18}
        offset={6}
        inline
        className={classes.indicator}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => onOpenedChange(!opened)}
          >
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-labelledby={titleId}>
        <Box px="md" py="sm" className={classes.header}>
          <Title order={2} size="h4" id={titleId}>
            All Notifications
          </Title>
        </Box>
        <ScrollArea.Autosize mah="70vh" type="auto">
          {renderBody()}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
