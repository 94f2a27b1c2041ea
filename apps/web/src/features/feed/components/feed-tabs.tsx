import { TABS, type TabId } from '@clearcall/contracts';
import { Tooltip, UnstyledButton } from '@mantine/core';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { analytics } from '../../../lib/analytics';
import { useSessionUser } from '../../../lib/auth';
import { usePermissions } from '../api/get-permissions';
import classes from './feed-tabs.module.css';

type FeedTabsProps = {
  /** The tab of the current path; null on the followed-companies feed, which is not a tab. */
  activeTab: TabId | null;
};

/**
 * The feed's tab bar. Each tab is a link to its own path, so tabs can be bookmarked and shared.
 * A tab the user's permissions lock shows a crown and an Upgrade tooltip; opening it logs
 * `tab_upgrade_cta_clicked`, any other tab `tab_click`.
 */
export function FeedTabs({ activeTab }: FeedTabsProps) {
  const user = useSessionUser();
  const { data: permissions } = usePermissions(user.userId);
  return (
    <nav aria-label="Feed tabs" className={classes.bar} data-tour="feed-tabs">
      <ul className={classes.list}>
        {TABS.map((tab) => {
          const isActive = tab.id === activeTab;
          // Until the permissions arrive no tab is marked, rather than flashing every crown.
          const isLocked = permissions ? !permissions[tab.id] : false;
          const link = (
            <UnstyledButton
              component={Link}
              to={paths.app.feed.getHref(tab.id)}
              className={classes.tab}
              data-active={isActive || undefined}
              data-locked={isLocked || undefined}
              aria-current={isActive ? 'page' : undefined}
              aria-label={isLocked ? `${tab.label} (locked, upgrade to open)` : undefined}
              onClick={() =>
                analytics.track(isLocked ? 'tab_upgrade_cta_clicked' : 'tab_click', {
                  tab: tab.id,
                  userId: user.userId,
                })
              }
            >
              {tab.label}
              {isLocked && (
                <IconCrown size={14} stroke={2} aria-hidden="true" className={classes.crown} />
              )}
            </UnstyledButton>
          );
          return (
            <li key={tab.id}>
              {isLocked ? (
                <Tooltip label="Upgrade" withArrow>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
