import type { TranscriptPreview } from '@clearcall/contracts';
import { Button, Menu } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import { downloadText, markdownFileName, storyToMarkdown } from '../utils/export-markdown';
import { formatFigure } from './key-figures';
import { useCitedTexts } from './story-tabs';

type ExportMenuProps = {
  story: TranscriptPreview;
  companyName: string;
  /** Shows the printable view (summary, highlights, FAQs, figures) and opens the print dialog. */
  onPrint: () => void;
};

/** Export: the summary, highlights, FAQs and figures as Markdown or a printable page. */
export function ExportMenu({ story, companyName, onPrint }: ExportMenuProps) {
  const texts = useCitedTexts(story);
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileText size={16} aria-hidden="true" />}
          onClick={() =>
            downloadText(
              markdownFileName(companyName, story),
              storyToMarkdown(story, companyName, texts, formatFigure),
            )
          }
        >
          Download Markdown
        </Menu.Item>
        <Menu.Item leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={onPrint}>
          Print
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
