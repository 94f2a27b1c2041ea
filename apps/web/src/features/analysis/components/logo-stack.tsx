import type { AnalysisCompany } from '@clearcall/contracts';
import { Text, Tooltip } from '@mantine/core';
import { CompanyLogo } from '../../../components/ui/company-logo';
import classes from './logo-stack.module.css';

/** Logos shown before the rest collapse into '+N' (specification, section 9). */
export const LOGO_STACK_MAX = 5;

const LOGO_SIZE = 32;

/** The companies of an analysis as overlapping logos, each named on hover, then '+N'. */
export function LogoStack({ companies }: { companies: readonly AnalysisCompany[] }) {
  if (companies.length === 0) {
    return (
      <Text size="xs" c="dimmed" className={classes.none}>
        No companies chosen yet
      </Text>
    );
  }
  const shown = companies.slice(0, LOGO_STACK_MAX);
  const hidden = companies.slice(LOGO_STACK_MAX);
  const names = companies.map((company) => company.companyName).join(', ');
  return (
    <div className={classes.stack} role="img" aria-label={`Companies: ${names}`}>
      {shown.map((company) => (
        <Tooltip key={company.companyId} label={company.companyName} withArrow>
          <span className={classes.item}>
            <CompanyLogo name={company.companyName} url={company.awsImageUrl} size={LOGO_SIZE} />
          </span>
        </Tooltip>
      ))}
      {hidden.length > 0 && (
        <Tooltip
          label={hidden.map((company) => company.companyName).join(', ')}
          withArrow
          multiline
          maw={260}
        >
          <span className={classes.more}>+{hidden.length}</span>
        </Tooltip>
      )}
    </div>
  );
}
