import { describe, expect, it } from 'vitest';
import { staffRoleAllowed } from './staffRole';

describe('staffRoleAllowed', () => {
  it('lets admin through everywhere', () => {
    expect(staffRoleAllowed('admin', ['finance'])).toBe(true);
    expect(staffRoleAllowed('admin', ['support', 'marketing'])).toBe(true);
    expect(staffRoleAllowed('admin', [])).toBe(true);
  });

  it('reads an empty list as any staff member', () => {
    for (const role of ['finance', 'support', 'marketing'] as const) expect(staffRoleAllowed(role, [])).toBe(true);
  });

  it('lets other roles through only when listed; ["admin"] is admin only', () => {
    expect(staffRoleAllowed('finance', ['finance'])).toBe(true);
    expect(staffRoleAllowed('finance', ['support', 'finance'])).toBe(true);
    expect(staffRoleAllowed('support', ['finance'])).toBe(false);
    expect(staffRoleAllowed('marketing', ['finance', 'support'])).toBe(false);
    expect(staffRoleAllowed('finance', ['admin'])).toBe(false);
  });
});
