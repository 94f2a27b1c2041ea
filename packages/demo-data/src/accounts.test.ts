import { TAB_IDS } from '@clearcall/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { collectDemoData } from './test-support';

const data = collectDemoData({ companies: 60, stories: 20, transcriptCompanies: 30 });
const { accounts } = data;
const userId = (email: string) => accounts.users.find((user) => user.email === email)?.id ?? '';

describe('demo accounts', () => {
  it('lists the five accounts with the shared password, a role and a note', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'admin@example.com',
      'analyst@example.com',
      'premium@example.com',
      'newcomer@example.com',
      'pending@example.com',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password).toBe('clearcall-demo');
      expect(account.role).toMatch(/^(Admin|Pro-User|Biz-User)$/);
      expect(account.note.length).toBeGreaterThan(5);
    }
    expect(DEMO_PASSWORD).toBe('clearcall-demo');
  });

  it('gives each account its type, status and industries', () => {
    const byEmail = new Map(accounts.users.map((user) => [user.email, user]));
    expect(byEmail.get('admin@example.com')).toMatchObject({
      userType: 'Admin',
      userStatus: true,
      firstName: 'Avery',
    });
    expect(byEmail.get('analyst@example.com')).toMatchObject({
      userType: 'Marketing',
      userStatus: true,
    });
    expect(byEmail.get('premium@example.com')).toMatchObject({
      userType: 'Marketing',
      userStatus: true,
    });
    expect(byEmail.get('newcomer@example.com')).toMatchObject({
      userType: 'Business',
      userStatus: true,
    });
    expect(byEmail.get('pending@example.com')).toMatchObject({
      userType: 'Business',
      userStatus: false,
    });
    const industriesOf = (email: string) =>
      accounts.industries
        .filter((row) => row.userId === userId(email))
        .map((row) => row.industryId)
        .sort();
    expect(industriesOf('analyst@example.com')).toEqual(['D', 'I']);
    expect(industriesOf('newcomer@example.com')).toEqual([]);
  });

  it('writes a permission row for every tab of every user', () => {
    for (const user of accounts.users) {
      const rows = accounts.permissions.filter((row) => row.userId === user.id);
      expect(rows.map((row) => row.tab).sort()).toEqual([...TAB_IDS].sort());
    }
    const allowed = (email: string) =>
      accounts.permissions
        .filter((row) => row.userId === userId(email) && row.allowed)
        .map((row) => row.tab)
        .sort();
    expect(allowed('analyst@example.com')).toEqual([
      'earnings',
      'hiring',
      'news',
      'reports',
      'youtube',
    ]);
    expect(allowed('premium@example.com')).toEqual([...TAB_IDS].sort());
  });

  it('has the analyst follow eight companies with transcripts in its industries', () => {
    const follows = accounts.follows.filter((row) => row.userId === userId('analyst@example.com'));
    expect(follows).toHaveLength(8);
    const withTranscripts = new Set(
      data.transcripts.filter((row) => row.status).map((row) => row.companyId),
    );
    const companies = new Map(data.companies.map((company) => [company.id, company]));
    for (const follow of follows) {
      expect(withTranscripts.has(follow.companyId)).toBe(true);
      expect(['D', 'I']).toContain(companies.get(follow.companyId)?.industryId);
    }
  });

  it('notifies the analyst and the premium user about recent calls of the companies they follow', () => {
    const storyIds = new Map(data.stories.map((story) => [story.id, story]));
    for (const email of ['analyst@example.com', 'premium@example.com']) {
      const mine = accounts.notifications.filter((row) => row.userId === userId(email));
      const unread = mine.filter((row) => row.viewedAt === null);
      expect(unread.length).toBeGreaterThan(0);
      const followed = new Set(
        accounts.follows.filter((row) => row.userId === userId(email)).map((row) => row.companyId),
      );
      for (const notification of mine) {
        expect(followed.has(notification.companyId)).toBe(true);
        expect(storyIds.get(notification.storyId)?.companyId).toBe(notification.companyId);
      }
    }
    const others = accounts.notifications.filter(
      (row) =>
        row.userId !== userId('analyst@example.com') &&
        row.userId !== userId('premium@example.com'),
    );
    expect(others).toHaveLength(0);
  });
});
