import type { AnalysisTemplateView } from '@clearcall/contracts';
import { Skeleton, Text, UnstyledButton } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconTemplate from '@tabler/icons-react/dist/esm/icons/IconTemplate.mjs';
import classes from './template-picker.module.css';

type TemplatePickerProps = {
  templates: readonly AnalysisTemplateView[] | undefined;
  selectedId: string | null;
  /** Cards are disabled until a company, a year and a quarter are chosen, or at the daily limit. */
  isDisabled: boolean;
  /** The id of the template running now. */
  runningId: string | null;
  onChoose: (template: AnalysisTemplateView) => void;
};

/** The template cards of the chosen type. */
export function TemplatePicker({
  templates,
  selectedId,
  isDisabled,
  runningId,
  onChoose,
}: TemplatePickerProps) {
  if (!templates) {
    return (
      <div className={classes.grid} aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={96} radius="md" />
        ))}
      </div>
    );
  }
  if (templates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No templates of this kind yet. Ask a question below instead.
      </Text>
    );
  }
  return (
    <ul className={classes.grid} aria-label="Templates">
      {templates.map((template) => {
        const isSelected = template._id === selectedId || template._id === runningId;
        return (
          <li key={template._id}>
            <UnstyledButton
              className={classes.card}
              data-selected={isSelected || undefined}
              disabled={isDisabled || runningId !== null}
              aria-pressed={isSelected}
              onClick={() => onChoose(template)}
            >
              <span className={classes.icon} aria-hidden>
                {isSelected ? <IconCheck size={18} /> : <IconTemplate size={18} />}
              </span>
              <span className={classes.text}>
                <Text component="span" fw={650} size="sm" display="block">
                  {template.name}
                </Text>
                <Text component="span" size="xs" c="dimmed" display="block" lineClamp={3}>
                  {template.description}
                </Text>
              </span>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
