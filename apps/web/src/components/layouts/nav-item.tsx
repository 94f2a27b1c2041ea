import { Text, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LAYOUT } from '../../config/theme';
import classes from './nav-item.module.css';

export type NavItemDefinition = {
  label: string;
  href: string;
  icon: Icon;
  /** Whether the current pathname belongs to this section (e.g. every feed tab for Feed). */
  isActive: (pathname: string) => boolean;
};

type NavItemProps = {
  item: NavItemDefinition;
  pathname: string;
  /** 'rail' in the 120 px left navigation, 'bar' in the bottom bar of narrow screens. */
  layout: 'rail' | 'bar';
};

/** One entry of the left navigation or the bottom bar: icon above label, marked when current. */
export function NavItem({ item, pathname, layout }: NavItemProps) {
  const isActive = item.isActive(pathname);
  const ItemIcon = item.icon;
  return (
    <UnstyledButton
      component={Link}
      to={item.href}
      className={classes.item}
      data-layout={layout}
      data-active={isActive || undefined}
      aria-current={isActive ? 'page' : undefined}
    >
      <span className={classes.icon}>
        <ItemIcon size={LAYOUT.navIconSize} stroke={LAYOUT.navIconStroke} aria-hidden="true" />
      </span>
      <Text component="span" size="xs" fw={600} className={classes.label}>
        {item.label}
      </Text>
    </UnstyledButton>
  );
}
