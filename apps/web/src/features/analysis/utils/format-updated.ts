const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * 'Last updated …' as the specification words it: the time under a day, 'yesterday' at one day,
 * then days under a week, weeks under four weeks, months under twelve months, then years.
 */
export function formatLastUpdated(updatedAt: string, now: number = Date.now()): string {
  const time = Date.parse(updatedAt);
  if (Number.isNaN(time)) return 'Last updated recently';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE_MS) return 'Last updated just now';
  if (elapsed < HOUR_MS) return `Last updated ${plural(Math.floor(elapsed / MINUTE_MS), 'minute')}`;
  if (elapsed < DAY_MS) return `Last updated ${plural(Math.floor(elapsed / HOUR_MS), 'hour')}`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days === 1) return 'Last updated yesterday';
  if (days < 7) return `Last updated ${plural(days, 'day')}`;
  const weeks = Math.floor(elapsed / WEEK_MS);
  if (weeks < 4) return `Last updated ${plural(weeks, 'week')}`;
  const then = new Date(time);
  const current = new Date(now);
  const months =
    (current.getFullYear() - then.getFullYear()) * 12 + current.getMonth() - then.getMonth();
  if (months < 12) return `Last updated ${plural(Math.max(1, months), 'month')}`;
  return `Last updated ${plural(Math.floor(months / 12), 'year')}`;
}
