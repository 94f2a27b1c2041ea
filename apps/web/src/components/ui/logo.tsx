import { Group, Text } from '@mantine/core';
import { LAYOUT } from '../../config/theme';

type LogoProps = {
  /** 'onBrand' draws the logo for the dark brand panel. */
  variant?: 'default' | 'onBrand';
  withWordmark?: boolean;
  size?: number;
};

/** The Clearcall mark (a clear signal rising out of a call) and the wordmark. Decorative: wrap it in a labelled link. */
export function Logo({
  variant = 'default',
  withWordmark = true,
  size = LAYOUT.brandMarkSize,
}: LogoProps) {
  const isOnBrand = variant === 'onBrand';
  const tile = isOnBrand ? 'var(--mantine-color-white)' : 'var(--mantine-color-brand-7)';
  const bars = isOnBrand ? 'var(--mantine-color-brand-8)' : 'var(--mantine-color-white)';
  const dot = isOnBrand ? 'var(--mantine-color-brand-4)' : 'var(--mantine-color-brand-2)';
  return (
    <Group gap="xs" wrap="nowrap" aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" style={{ fill: tile }} />
        <rect x="7" y="13" width="3.5" height="6" rx="1.75" style={{ fill: bars }} />
        <rect x="12.5" y="8" width="3.5" height="16" rx="1.75" style={{ fill: bars }} />
        <rect x="18" y="11" width="3.5" height="10" rx="1.75" style={{ fill: bars }} />
        <circle cx="25.25" cy="16" r="1.9" style={{ fill: dot }} />
      </svg>
      {withWordmark && (
        <Text component="span" fz="lg" fw={700} c={isOnBrand ? 'white' : 'brand.9'}>
          Clearcall
        </Text>
      )}
    </Group>
  );
}
