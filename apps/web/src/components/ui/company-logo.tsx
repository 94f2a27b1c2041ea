import { Avatar } from '@mantine/core';
import classes from './company-logo.module.css';

type CompanyLogoProps = { name: string; url: string; size?: number };

/** White logos are named so (`…-WHITE.svg`); they need a dark tile to be seen. */
export function isWhiteLogo(url: string): boolean {
  return url.toUpperCase().includes('WHITE');
}

/** A company's logo; a white logo sits on a dark tile, a missing one falls back to initials. */
export function CompanyLogo({ name, url, size = 40 }: CompanyLogoProps) {
  return (
    <Avatar
      src={url || null}
      alt=""
      aria-hidden="true"
      name={name}
      color="initials"
      size={size}
      radius="md"
      className={classes.logo}
      data-white={isWhiteLogo(url) || undefined}
      imageProps={{ loading: 'lazy', width: size, height: size }}
    />
  );
}
