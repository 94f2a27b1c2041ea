import { TABS, type TabId } from '@clearcall/contracts';
import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './feed-tabs.module.css';

type FeedTabsProps = {
  /** The tab of the current path; null on the followed-companies feed, which is not a tab. */
  activeTab: TabId | null;
};

/** The feed's tab bar. Each tab is a link to its own path, so tabs can be bookmarked and shared. */
export function FeedTabs({ activeTab }: FeedTabsProps) {
  return (
    <nav aria-label="Feed tabs" className={classes.bar}>
      <ul className={classes.list}>
        {TABS.map((tab) => {
          const isActive = tab.id === activeTab;
          return (
            <li key={tab.id}>
              <UnstyledButton
                component={Link}
                to={paths.app.feed.getHref(tab.id)}
                className={classes.tab}
                data-active={isActive || undefined}
                aria-current={isActive ? 'page' : undefined}
              >
                {tab.label}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
