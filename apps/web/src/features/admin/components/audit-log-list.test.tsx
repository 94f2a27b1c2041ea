import { AUDIT_ACTION_LABELS, type AuditEntry } from '@clearcall/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { summarizeAuditDetail } from '../utils/audit-summary';
import { AuditLogList } from './audit-log-list';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const USER_ID = '22222222-2222-4222-8222-222222222222';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    _id: '1',
    actorId: null,
    actorEmail: null,
    action: 'auth.sign_in_failed',
    targetId: null,
    targetEmail: null,
    at: '2026-11-21T14:05:09.000Z',
    ipAddress: null,
    detail: {},
    ...overrides,
  };
}

const FAILED_SIGN_IN = entry({
  _id: '10',
  action: 'auth.sign_in_failed',
  detail: { email: 'typo@example.com' },
  ipAddress: '203.0.113.9',
});
const ACCESS_CHANGED = entry({
  _id: '11',
  actorId: ADMIN_ID,
  actorEmail: 'admin@example.com',
  action: 'admin.access_changed',
  targetId: USER_ID,
  targetEmail: 'wanda@example.com',
  detail: {
    before: { userType: 'Business', permissions: { social: false, news: true } },
    after: { userType: 'Marketing', permissions: { social: true, news: true } },
    closedRequests: 1,
    requestStatus: 'granted',
  },
});
const DELETED = entry({
  _id: '12',
  actorId: ADMIN_ID,
  actorEmail: 'admin@example.com',
  action: 'admin.user_deleted',
  targetId: USER_ID,
});

let lastQuery = new URLSearchParams();

function auditHandler(byQuery: (query: URLSearchParams) => unknown): ApiHandler {
  return { method: 'GET', path: '/api/admin/audit', respond: () => ({ body: byQuery(lastQuery) }) };
}

function mockAudit(handlers: ApiHandler[]) {
  const api = mockApi(handlers);
  const original = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    lastQuery = new URL(String(input), 'http://clearcall.test').searchParams;
    return original!(input, init);
  });
  return api;
}

describe('summarizeAuditDetail', () => {
  it('reads an access change field by field', () => {
    expect(summarizeAuditDetail(ACCESS_CHANGED)).toBe(
      'Type Biz-User → Pro-User; Social on; 1 request granted',
    );
    expect(
      summarizeAuditDetail({
        action: 'admin.access_changed',
        detail: { before: { conversationLimit: null }, after: { conversationLimit: 40 } },
      }),
    ).toBe('Daily chat limit default → 40');
    expect(summarizeAuditDetail({ action: 'auth.passcode_failed', detail: { attempt: 3 } })).toBe(
      'Attempt 3',
    );
  });
});

describe('AuditLogList', () => {
  it('lists entries with local time, readable action, actor, target and detail', async () => {
    mockAudit([
      auditHandler(() => ({
        data: [ACCESS_CHANGED, FAILED_SIGN_IN, DELETED],
        page: 0,
        hasMore: false,
      })),
    ]);
    renderWithRouter(<AuditLogList />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    expect(rows[0]).toHaveTextContent('Access changed');
    expect(rows[0]).toHaveTextContent('admin@example.com');
    expect(rows[0]).toHaveTextContent('wanda@example.com');
    expect(rows[0]).toHaveTextContent('Type Biz-User → Pro-User; Social on; 1 request granted');
    expect(rows[0]).toHaveTextContent(dayjs(ACCESS_CHANGED.at).format('MMM DD, YYYY h:mm:ss A'));

    expect(rows[1]).toHaveTextContent('Failed sign-in');
    expect(rows[1]).toHaveTextContent('Anonymous');
    expect(rows[1]).toHaveTextContent('typo@example.com');
    expect(rows[1]).toHaveTextContent('from 203.0.113.9');

    expect(rows[2]).toHaveTextContent('User deleted');
    expect(rows[2]).toHaveTextContent('Deleted account 22222222');
  });

  it('pages with Load more and filters by action', async () => {
    mockAudit([
      auditHandler((query) => {
        if (query.get('action') === 'admin.user_deleted') {
          return { data: [DELETED], page: 0, hasMore: false };
        }
        return query.get('page') === '1'
          ? { data: [FAILED_SIGN_IN], page: 1, hasMore: false }
          : { data: [ACCESS_CHANGED], page: 0, hasMore: true };
      }),
    ]);
    const view = renderWithRouter(<AuditLogList />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await view.user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Failed sign-in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('combobox', { name: 'Action' }));
    await view.user.click(await screen.findByRole('option', { name: 'User deleted' }));
    await waitFor(() => expect(lastQuery.get('action')).toBe('admin.user_deleted'));
    const filtered = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(filtered).getAllByRole('row')).toHaveLength(2));
    expect(within(filtered).getByText('User deleted')).toBeInTheDocument();
  });

  it('offers every recorded action in the filter, account and token events included', async () => {
    mockAudit([auditHandler(() => ({ data: [], page: 0, hasMore: false }))]);
    const view = renderWithRouter(<AuditLogList />);
    await view.user.click(screen.getByRole('combobox', { name: 'Action' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(Object.keys(AUDIT_ACTION_LABELS).length);
    for (const name of [
      'Account deleted',
      'Account data exported',
      'Password changed',
      'Sign-in passcode turned on',
      'API token created',
    ]) {
      expect(within(listbox).getByRole('option', { name })).toBeInTheDocument();
    }
  });

  it('lets an e-mail address wrap only after its @ and before its dots', async () => {
    mockAudit([auditHandler(() => ({ data: [ACCESS_CHANGED], page: 0, hasMore: false }))]);
    renderWithRouter(<AuditLogList />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const target = within(table).getByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === 'wanda@example.com',
    );
    expect(target.innerHTML).toBe('wanda@<wbr>example<wbr>.com');
    expect(target.closest('td')?.getAttribute('style') ?? '').not.toContain('anywhere');
  });

  it('has an empty state and an error state with Refresh', async () => {
    let fail = true;
    mockAudit([
      {
        method: 'GET',
        path: '/api/admin/audit',
        respond: () =>
          fail
            ? { status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } }
            : { body: { data: [], page: 0, hasMore: false } },
      },
    ]);
    const view = renderWithRouter(<AuditLogList />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No events recorded')).toBeInTheDocument();
  });
});
