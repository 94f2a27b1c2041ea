import type { AnalysisSummary } from '@clearcall/contracts';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatLastUpdated } from '../utils/format-updated';
import { AnalysisOptionsMenu } from './analysis-options-menu';
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
        <AnalysisOptionsMenu
          name={analysis.name}
          onEdit={() => onRename(analysis)}
          onDelete={() => onDelete(analysis)}
          className={classes.menu}
        />
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
