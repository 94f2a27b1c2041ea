import type { CompanyMetadata } from '@clearcall/contracts';
import { ActionIcon, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconBrandFacebook from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandX from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
import IconBrandYoutube from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconWorld from '@tabler/icons-react/dist/esm/icons/IconWorld.mjs';
import type { ReactNode } from 'react';
import { CompanyLogo } from '../../../components/ui/company-logo';
import { useSessionUser } from '../../../lib/auth';
import { useFollowCompany } from '../api/company-metadata';
import { truncateText } from '../utils/cited-text';

/** The specification cuts the company description to this many characters plus '...'. */
export const DESCRIPTION_MAX_CHARS = 400;

const SOCIAL_LINKS = [
  { key: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'twitter', label: 'X (Twitter)', icon: IconBrandX },
  { key: 'youtube', label: 'YouTube', icon: IconBrandYoutube },
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
] as const;

/** Only http(s) addresses become links. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

type CompanyHeaderProps = {
  company: CompanyMetadata;
  /** Menus beside the Follow button (previous transcripts, export). */
  actions?: ReactNode;
};

/** Logo, name, Follow/Following, the cut description, website and social links. */
export function CompanyHeader({ company, actions }: CompanyHeaderProps) {
  const user = useSessionUser();
  const follow = useFollowCompany();
  const isFollowing = company.following === 1;
  const website = safeUrl(company.website);
  const socials = SOCIAL_LINKS.flatMap((link) => {
    const href = safeUrl(company.social[link.key]);
    return href ? [{ ...link, href }] : [];
  });
  const name = company.companyName || company.company;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0} flex="1 1 320px">
          <CompanyLogo name={name} url={company.awsImageUrl} size={64} />
          <Stack gap={4} miw={0}>
            <Title order={1} size="h2" lh={1.2} data-tour="company-name">
              {name}
            </Title>
            {website || socials.length > 0 ? (
              <Group gap={4}>
                {website ? (
                  <Button
                    component="a"
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconWorld size={16} aria-hidden="true" />}
                  >
                    Website
                  </Button>
                ) : null}
                {socials.map((link) => (
                  <ActionIcon
                    key={link.key}
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="gray"
                    aria-label={`${name} on ${link.label}`}
                  >
                    <link.icon size={18} aria-hidden="true" />
                  </ActionIcon>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" data-print="hide">
          {actions}
          <Button
            variant={isFollowing ? 'light' : 'filled'}
            leftSection={
              isFollowing ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconPlus size={16} aria-hidden="true" />
              )
            }
            aria-pressed={isFollowing}
            data-tour="follow"
            onClick={() =>
              follow.mutate({
                userId: user.userId,
                companyId: company.companyId,
                company: name,
                status: isFollowing ? 'unfollow' : 'follow',
              })
            }
          >
            {isFollowing ? 'Following' : 'Follow'}
          </Button>
        </Group>
      </Group>
      {company.description ? (
        <Text size="sm" c="dimmed" maw="90ch">
          {truncateText(company.description, DESCRIPTION_MAX_CHARS)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The header in grey while the company loads. */
export function CompanyHeaderSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      <Group gap="md">
        <Skeleton height={64} width={64} radius="md" />
        <Stack gap={8}>
          <Skeleton height={28} width={220} />
          <Skeleton height={16} width={120} />
        </Stack>
      </Group>
      <Skeleton height={14} width="80%" />
      <Skeleton height={14} width="60%" />
    </Stack>
  );
}
