import { ActionIcon, Box, Group, Tooltip, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import { useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { CompanySearch } from '../features/company-search/components/company-search';
import { usePermissions } from '../features/feed/api/get-permissions';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { UpgradeButton } from '../features/premium/components/upgrade-button';
import { useSessionUser } from '../lib/auth';
import classes from './user-header-actions.module.css';

/** The header's panels; only one is open at a time (specification, section 4). */
type HeaderPanel = 'search' | 'notifications';

/** The user header: company search (not on the analysis pages), Upgrade, the bell and help. */
export default function UserHeaderActions() {
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  const [openPanel, setOpenPanel] = useState<HeaderPanel | null>(null);
  // Another page closes the open panel: its matches or notifications belong to the page left.
  // Most ways away press outside the panel, which closes it; a page opened without a press (by
  // the guided tour, a screen reader's click on a link, the browser's Back key) would not.
  const [panelPathname, setPanelPathname] = useState(pathname);
  if (pathname !== panelPathname) {
    setPanelPathname(pathname);
    setOpenPanel(null);
  }
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const isOnAnalysis =
    matchPath(paths.app.analysis.path, pathname) !== null ||
    matchPath(paths.app.analysisDetail.path, pathname) !== null;

  const { userId } = useSessionUser();
  const permissions = usePermissions(userId).data;
  // Premium has nothing more to give someone whose every tab is already open.
  const hasEveryTab = permissions !== undefined && Object.values(permissions).every(Boolean);

  const panelProps = (panel: HeaderPanel) => ({
    opened: openPanel === panel,
    onOpenedChange: (opened: boolean) =>
      setOpenPanel((current) => (opened ? panel : current === panel ? null : current)),
  });

  return (
    <Group className={classes.actions} gap={isWide ? 'sm' : 6} wrap="nowrap" justify="flex-end">
      <Box className={classes.search}>
        {!isOnAnalysis && <CompanySearch {...panelProps('search')} />}
      </Box>
      {!hasEveryTab && <UpgradeButton isCompact={!isWide} />}
      <NotificationBell {...panelProps('notifications')} />
      {isWide && env.helpVideoUrl && (
        <Tooltip label="Help video">
          <ActionIcon
            component="a"
            href={env.helpVideoUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Help video (opens in a new tab)"
          >
            <IconHelpCircle size={22} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
