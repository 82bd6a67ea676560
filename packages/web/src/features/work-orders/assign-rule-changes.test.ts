import { describe, expect, it } from 'vitest';
import { changedFields } from './assign-rule-changes';

const rule = {
  name: 'Amazon after-sales',
  kind: 1,
  questions: [],
  platformIds: [12],
  shopIds: [],
  langs: ['en', 'de'],
  method: 1,
  teamId: 3,
  userIds: [],
  followSchedule: true,
  enabled: true,
  sort: 10,
};

describe('the settings a change of a rule touched', () => {
  it('a new rule lists what it was given, not its empty conditions', () => {
    expect(changedFields(null, rule)).toEqual([
      'name',
      'kind',
      'sort',
      'platformIds',
      'langs',
      'method',
      'teamId',
      'followSchedule',
      'enabled',
    ]);
  });

  it('an edit lists only what differs, in the form order', () => {
    expect(changedFields(rule, { ...rule, enabled: false, sort: 20 })).toEqual(['sort', 'enabled']);
    expect(changedFields(rule, { ...rule, teamId: null, userIds: [5, 7] })).toEqual(['teamId', 'userIds']);
  });

  it('the order of a list does not count as a change', () => {
    expect(changedFields(rule, { ...rule, langs: ['de', 'en'] })).toEqual([]);
    expect(changedFields(rule, { ...rule, langs: ['de'] })).toEqual(['langs']);
  });
});
