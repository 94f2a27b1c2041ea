import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('store scrypt with its parameters and a fresh salt, never the password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toContain('correct');
    // A fresh salt each time: equal passwords do not give equal hashes.
    expect(second).not.toBe(first);
  });

  it('verify the password they were made from, and nothing else', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never match a malformed or foreign hash', async () => {
    const stored = await hashPassword('secret-password');
    const [, n, r, p, salt] = stored.split('$');
    expect(await verifyPassword('secret-password', `bcrypt$${n}$${r}$${p}$${salt}$x`)).toBe(false);
    expect(await verifyPassword('secret-password', stored.slice(0, -4))).toBe(false);
    expect(await verifyPassword('secret-password', 'plain text')).toBe(false);
  });
});
