import { Avatar } from '@mantine/core';
import { isWhiteLogo } from '../utils/format-story';
import classes from './story-card.module.css';

type CompanyLogoProps = { name: string; url: string; size?: number };

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
