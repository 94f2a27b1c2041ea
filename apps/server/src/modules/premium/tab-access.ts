import { TAB_OF_STORY_TYPE, TABS, type Permissions, type StoryType } from '@clearcall/contracts';
import { AppError } from '../../lib/errors';

/**
 * Refuses a story whose tab the caller's plan locks, with one FORBIDDEN answer for every way of
 * reaching a single story (its preview, its Insightful mark), so none says more than another.
 */
export function requireStoryTab(permissions: Permissions, type: StoryType): void {
  if (permissions[TAB_OF_STORY_TYPE[type]]) return;
  const tab = TABS.find((candidate) => candidate.id === TAB_OF_STORY_TYPE[type]);
  throw new AppError(
    'FORBIDDEN',
    `Your plan does not include the ${tab?.label ?? type} tab. Upgrade to open this story.`,
  );
}
