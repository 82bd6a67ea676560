import type { HeldPermission } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { allowedRoutes, screenRoutes } from './route-registry';

const held = (...codes: string[]): HeldPermission[] =>
  codes.map((code) => ({ code, tag: 1, permType: 'self', crmTeamId: null }));

describe('routes generated from permissions', () => {
  it('an agent with dashboard.view sees only the dashboard', () => {
    expect(allowedRoutes(held('dashboard.view')).map((r) => r.name)).toEqual(['dashboard']);
  });

  it('user.view, team.view and role.view open the management screens', () => {
    expect(
      allowedRoutes(held('dashboard.view', 'user.view', 'team.view', 'role.view')).map((r) => r.name),
    ).toEqual(['dashboard', 'user', 'team', 'role']);
  });

  it('a code held with tag 0 does not count', () => {
    expect(allowedRoutes([{ code: 'user.view', tag: 0, permType: 'self', crmTeamId: null }])).toEqual([]);
  });

  it('hidden entries are always kept', () => {
    const hidden = { ...screenRoutes[1]!, name: 'userDetails', hidden: true };
    expect(allowedRoutes([], [hidden])).toEqual([hidden]);
  });
});
