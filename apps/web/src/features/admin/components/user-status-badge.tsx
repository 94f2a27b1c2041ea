import { Badge } from '@mantine/core';

/** Active or Inactive, in colour and in words. */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'teal' : 'gray'} variant="light">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
