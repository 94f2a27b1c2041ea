import type { Channel } from '@clearcall/contracts';
import type { IndustryRow } from './user-industries.repository';

/** An industry as a channel; the project fields carry the same id and name. */
export function presentChannel(industry: IndustryRow): Channel {
  return {
    channelId: industry.id,
    channelName: industry.name,
    projectId: industry.id,
    projectName: industry.name,
  };
}
