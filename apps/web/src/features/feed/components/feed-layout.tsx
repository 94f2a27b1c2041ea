import { Affix, ActionIcon, Badge, Button, Drawer, Transition } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowScroll } from '@mantine/hooks';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconFilter from '@tabler/icons-react/dist/esm/icons/IconFilter.mjs';
import type { ReactNode } from 'react';
import { LAYOUT } from '../../../config/theme';
import classes from './feed-layout.module.css';

/** The filter becomes a drawer at and below this width. */
const SMALL_SCREEN_QUERY = '(max-width: 768px)';
/** The to-top button appears after this much scrolling (specification, section 9). */
const SCROLL_TOP_AFTER_PX = 1000;

type FeedLayoutProps = {
  filter: ReactNode;
  /** How many chips are chosen, shown on the small-screen Filter button. */
  activeFilterCount: number;
  children: ReactNode;
};

/** The feed beside its filter; on small screens the filter is a drawer and a to-top button helps. */
export function FeedLayout({ filter, activeFilterCount, children }: FeedLayoutProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY) ?? false;
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [scroll, scrollTo] = useWindowScroll();

  if (!isSmallScreen) {
    return (
      <div className={classes.layout}>
        <div data-tour="feed">{children}</div>
        <aside className={classes.sidebar} aria-label="Feed filter" data-tour="feed-filter">
          {filter}
        </aside>
      </div>
    );
  }

  return (
    <div data-tour="feed">
      <div className={classes.toolbar} data-tour="feed-filter">
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            activeFilterCount > 0 ? (
              <Badge size="sm" circle aria-label={`${activeFilterCount} chosen`}>
                {activeFilterCount}
              </Badge>
            ) : null
          }
          onClick={drawer.open}
        >
          Filter
        </Button>
      </div>
      {children}
      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        title="Filter"
        position="right"
        size="85%"
      >
        {filter}
      </Drawer>
      <Affix position={{ bottom: LAYOUT.bottomBarHeight + 16, right: 16 }}>
        <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_AFTER_PX}>
          {(style) => (
            <ActionIcon
              style={style}
              size="xl"
              radius="xl"
              variant="filled"
              aria-label="Scroll to top"
              onClick={() => scrollTo({ y: 0 })}
            >
              <IconArrowUp size={20} aria-hidden />
            </ActionIcon>
          )}
        </Transition>
      </Affix>
    </div>
  );
}
