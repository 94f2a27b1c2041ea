import { Anchor, Box, Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../ui/logo';
import classes from './legal-layout.module.css';

type LegalLayoutProps = {
  title: string;
  /** When the text last changed, as people read it, e.g. "November 22, 2026". */
  updated: string;
  children: ReactNode;
};

/** The frame of the Terms and Privacy pages: readable by anyone, signed in or not. */
export function LegalLayout({ title, updated, children }: LegalLayoutProps) {
  return (
    <Box className={classes.root}>
      <Box component="header" className={classes.header}>
        <UnstyledButton
          component={Link}
          to={paths.root.getHref()}
          aria-label="Clearcall home"
          className={classes.homeLink}
        >
          <Logo />
        </UnstyledButton>
      </Box>
      <Box component="main" className={classes.main}>
        <Box component="article" className={classes.article}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" mt="xs">
            Last updated {updated}
          </Text>
          {children}
        </Box>
        <Group component="nav" aria-label="Legal" gap="lg" className={classes.footer}>
          <Anchor component={Link} to={paths.legal.terms.getHref()} size="sm">
            Terms of Service
          </Anchor>
          <Anchor component={Link} to={paths.legal.privacy.getHref()} size="sm">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to={paths.auth.register.getHref()} size="sm">
            Create Account
          </Anchor>
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm">
            Login
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
