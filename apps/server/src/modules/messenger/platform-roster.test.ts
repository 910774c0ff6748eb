import type { ChatRole } from '@clutch/contract/messenger';
import { describe, expect, it } from 'vitest';
import { isEmptyPlan, planRoster, type RosterMember } from './platform-roster.js';

const m = (userId: number, role: ChatRole): RosterMember => ({ userId, role });
const want = (...members: RosterMember[]) =>
  new Map(members.map((member) => [member.userId, member.role]));

describe('planRoster', () => {
  it.each([
    {
      name: 'nobody anywhere: nothing to do',
      desired: want(),
      current: [],
      add: [],
      remove: [],
      roles: [],
    },
    {
      name: 'a new chat takes the whole roster, the leader as admin',
      desired: want(m(2, 3), m(1, 1)),
      current: [],
      add: [m(1, 1), m(2, 3)],
      remove: [],
      roles: [],
    },
    {
      name: 'in step: nothing to do',
      desired: want(m(1, 1), m(2, 3)),
      current: [m(2, 3), m(1, 1)],
      add: [],
      remove: [],
      roles: [],
    },
    {
      name: 'a newcomer joins, someone gone leaves',
      desired: want(m(1, 1), m(3, 3)),
      current: [m(1, 1), m(2, 3)],
      add: [m(3, 3)],
      remove: [2],
      roles: [],
    },
    {
      name: 'the captaincy moves: the new captain up, the old one down',
      desired: want(m(1, 3), m(2, 1)),
      current: [m(1, 1), m(2, 3)],
      add: [],
      remove: [],
      roles: [m(1, 3), m(2, 1)],
    },
    {
      name: 'a moderator made by hand stays one',
      desired: want(m(1, 1), m(2, 3)),
      current: [m(1, 1), m(2, 2)],
      add: [],
      remove: [],
      roles: [],
    },
    {
      name: 'a moderator who becomes captain is made admin',
      desired: want(m(2, 1)),
      current: [m(2, 2)],
      add: [],
      remove: [],
      roles: [m(2, 1)],
    },
    {
      name: 'an owner with nobody left empties the chat',
      desired: want(),
      current: [m(5, 3), m(4, 1)],
      add: [],
      remove: [4, 5],
      roles: [],
    },
  ])('$name', ({ desired, current, add, remove, roles }) => {
    const plan = planRoster(desired, current);
    expect(plan).toEqual({ add, remove, roles });
    expect(isEmptyPlan(plan)).toBe(add.length + remove.length + roles.length === 0);
  });

  it('applying a plan leaves nothing to do the second time', () => {
    const desired = want(m(1, 3), m(2, 1), m(4, 3));
    const current = [m(1, 1), m(2, 3), m(3, 2)];
    const plan = planRoster(desired, current);
    const applied = [
      ...current
        .filter((member) => !plan.remove.includes(member.userId))
        .map((member) => plan.roles.find((r) => r.userId === member.userId) ?? member),
      ...plan.add,
    ];
    expect(isEmptyPlan(planRoster(desired, applied))).toBe(true);
  });
});
