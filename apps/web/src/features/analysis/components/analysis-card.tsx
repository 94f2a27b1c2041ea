import type { AnalysisSummary } from '@clearcall/contracts';
import { ActionIcon, Menu, Text } from '@mantine/core';
import IconDotsVertical from '@tabler/icons-react/dist/esm/icons/IconDotsVertical.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatLastUpdated } from '../utils/format-updated';
import { LogoStack } from './logo-stack';
import classes from './analysis-card.module.css';

type AnalysisCardProps = {
  analysis: AnalysisSummary;
  onOpen: (analysis: AnalysisSummary) => void;
  onRename: (analysis: AnalysisSummary) => void;
  onDelete: (analysis: AnalysisSummary) => void;
};

/** A recent analysis: its companies, name and last update, with Edit and Delete in a menu. */
export function AnalysisCard({ analysis, onOpen, onRename, onDelete }: AnalysisCardProps) {
  const titleId = `analysis-title-${analysis._id}`;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.top}>
        <LogoStack companies={analysis.companyList} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Options for ${analysis.name}`}
              className={classes.menu}
            >
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onRename(analysis)}
            >
              Edit
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(analysis)}
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      <Text
        component={Link}
        to={paths.app.analysisDetail.getHref(analysis._id)}
        onClick={() => onOpen(analysis)}
        id={titleId}
        fw={650}
        className={classes.name}
        truncate="end"
      >
        {analysis.name}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={analysis.updatedAt}>
        {formatLastUpdated(analysis.updatedAt)}
      </Text>
    </article>
  );
}
