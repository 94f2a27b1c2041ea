import { Button, Menu, Text } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePreviousTranscripts } from '../api/get-company-sections';
import { quarterLabel } from '../utils/cited-text';

/** The section of the address for a company's stories. */
export const STORY_SECTION = 'Filings';

const CONTENT_TYPE_LABELS: Record<string, string> = { earnings: 'Earnings call' };

type PreviousTranscriptsMenuProps = { companyId: string; storyId: string };

/**
 * The Options menu: the company's other transcripts by quarter, year and type. It is left out
 * when there are none, or when the call fails (a silent failure in the specification).
 */
export function PreviousTranscriptsMenu({ companyId, storyId }: PreviousTranscriptsMenuProps) {
  const navigate = useNavigate();
  const previous = usePreviousTranscripts(storyId);
  const items = previous.data ?? [];
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
          Options
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={295} style={{ overflowY: 'auto' }}>
        <Menu.Label>Previous transcripts</Menu.Label>
        {items.map((item) => (
          <Menu.Item
            key={item._id}
            onClick={() =>
              void navigate(paths.app.story.getHref(STORY_SECTION, companyId, item._id))
            }
            rightSection={
              <Text size="xs" c="dimmed">
                {CONTENT_TYPE_LABELS[item.contentType] ?? item.contentType}
              </Text>
            }
          >
            {quarterLabel(item.quarter, item.year)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
