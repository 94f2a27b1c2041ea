import {
  TABS,
  USER_TYPES,
  userTypeLabel,
  type AuditEntry,
  type UserType,
} from '@clearcall/contracts';

type Change = { userType?: unknown; permissions?: unknown; conversationLimit?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeLabel(value: unknown): string {
  return USER_TYPES.includes(value as UserType) ? userTypeLabel(value as UserType) : String(value);
}

function limitLabel(value: unknown): string {
  return value === null || value === undefined ? 'default' : String(value);
}

/** "Type Biz-User → Pro-User; Social on; Daily chat limit default → 50". */
function describeAccessChange(before: Change, after: Change): string[] {
  const parts: string[] = [];
  if ('userType' in after) {
    parts.push(`Type ${typeLabel(before.userType)} → ${typeLabel(after.userType)}`);
  }
  if (isRecord(after.permissions)) {
    const previous = isRecord(before.permissions) ? before.permissions : {};
    for (const tab of TABS) {
      const now = after.permissions[tab.id];
      if (typeof now === 'boolean' && previous[tab.id] !== now) {
        parts.push(`${tab.label} ${now ? 'on' : 'off'}`);
      }
    }
  }
  if ('conversationLimit' in after) {
    parts.push(
      `Daily chat limit ${limitLabel(before.conversationLimit)} → ${limitLabel(after.conversationLimit)}`,
    );
  }
  return parts;
}

function describeValue(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return null;
}

const KNOWN_KEYS = new Set(['before', 'after', 'closedRequests', 'requestStatus', 'attempt']);
/** The e-mail is shown as the target already. */
const HIDDEN_KEYS = new Set(['email']);

/**
 * A one-line reading of an audit entry's detail: access changes field by field, closed upgrade
 * requests, passcode attempts, then any other plain values as "key: value".
 */
export function summarizeAuditDetail(entry: Pick<AuditEntry, 'action' | 'detail'>): string {
  const { detail } = entry;
  const parts: string[] = [];
  if (isRecord(detail.before) && isRecord(detail.after)) {
    parts.push(...describeAccessChange(detail.before, detail.after));
  }
  if (typeof detail.closedRequests === 'number' && detail.closedRequests > 0) {
    const count = detail.closedRequests;
    const status = typeof detail.requestStatus === 'string' ? ` ${detail.requestStatus}` : '';
    parts.push(`${count} request${count === 1 ? '' : 's'}${status}`);
  }
  if (typeof detail.attempt === 'number') parts.push(`Attempt ${detail.attempt}`);
  for (const [key, value] of Object.entries(detail)) {
    if (KNOWN_KEYS.has(key) || HIDDEN_KEYS.has(key)) continue;
    const text = describeValue(value);
    if (text !== null) parts.push(`${key}: ${text}`);
  }
  return parts.join('; ');
}
