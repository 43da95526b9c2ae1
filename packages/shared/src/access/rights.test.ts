import { describe, expect, it } from 'vitest';
import { ALL_RIGHT_KEYS, AREAS, type RightKey } from './registry';
import {
  emptyAreaRights,
  emptyRights,
  fullRights,
  hasRight,
  normalizeRights,
  projectScoped,
  rightsFromDto,
  rightsToDto,
  toggleRight,
  unionRights,
  type AreaRights,
  type RightsSet,
} from './rights';

const area = (a: Partial<Omit<AreaRights, 'sub'>> & { sub?: string[] } = {}): AreaRights => ({
  ...emptyAreaRights(),
  ...a,
  sub: Object.fromEntries((a.sub ?? []).map((s) => [s, true])),
});

describe('spec 3 §4 "Access role rights": what one click in the matrix does (toggleRight)', () => {
  const cases: { rule: string; before: AreaRights; key: string; checked: boolean; after: AreaRights }[] = [
    { rule: 'checking create also checks read', before: area(), key: 'create', checked: true, after: area({ read: true, create: true }) },
    { rule: 'checking update also checks read', before: area(), key: 'update', checked: true, after: area({ read: true, update: true }) },
    { rule: 'checking delete also checks read', before: area(), key: 'delete', checked: true, after: area({ read: true, delete: true }) },
    { rule: 'checking read checks only read', before: area(), key: 'read', checked: true, after: area({ read: true }) },
    { rule: 'checking a sub-right checks read', before: area(), key: 'personal', checked: true, after: area({ read: true, sub: ['personal'] }) },
    {
      rule: 'unchecking read clears all sub-rights (and the actions that imply read)',
      before: area({ read: true, create: true, update: true, delete: true, sub: ['personal', 'contact'] }),
      key: 'read',
      checked: false,
      after: area(),
    },
    { rule: 'unchecking create keeps read', before: area({ read: true, create: true }), key: 'create', checked: false, after: area({ read: true }) },
    { rule: 'unchecking a sub-right keeps read and the others', before: area({ read: true, sub: ['personal', 'contact'] }), key: 'personal', checked: false, after: area({ read: true, sub: ['contact'] }) },
  ];

  it.each(cases)('$rule', ({ before, key, checked, after }) => {
    const next = toggleRight({ users: before }, 'users', key, checked);
    expect(next.users).toEqual(after);
  });

  it('leaves the other areas untouched and does not mutate its input', () => {
    const rights: RightsSet = { users: area(), scenes: area({ read: true }) };
    const next = toggleRight(rights, 'users', 'update', true);
    expect(next.scenes).toBe(rights.scenes);
    expect(rights.users).toEqual(area());
  });

  it('always yields what the server stores: a click never leaves a matrix normalisation would change', () => {
    let rights = emptyRights();
    const clicks: [string, string, boolean][] = [
      ['users', 'personal', true],
      ['users', 'update', true],
      ['users', 'read', false],
      ['repetitions', 'pin', true],
      ['repetitions', 'delete', true],
      ['repetitions', 'pin', false],
    ];
    for (const [name, key, checked] of clicks) {
      rights = toggleRight(rights, name, key, checked);
      expect(normalizeRights(rights)).toEqual(rights);
    }
  });
});

describe('normalizeRights: the matrix rules of spec 3 §4 as the server applies them on save', () => {
  const cases: { rule: string; given: Partial<AreaRights> & { sub?: Record<string, boolean> }; stored: AreaRights }[] = [
    { rule: 'update without read is stored with read', given: { update: true }, stored: area({ read: true, update: true }) },
    { rule: 'create without read is stored with read', given: { create: true }, stored: area({ read: true, create: true }) },
    { rule: 'delete without read is stored with read', given: { delete: true }, stored: area({ read: true, delete: true }) },
    { rule: 'a sub-right without read is stored with read', given: { sub: { clothing: true } }, stored: area({ read: true, sub: ['clothing'] }) },
    { rule: 'a sub-right switched off is not stored', given: { read: true, sub: { clothing: false } }, stored: area({ read: true }) },
    { rule: 'an unknown sub-right is dropped', given: { read: true, sub: { everything: true } }, stored: area({ read: true }) },
    { rule: 'only true counts', given: { read: 'yes' as unknown as boolean }, stored: area() },
  ];

  it.each(cases)('$rule', ({ given, stored }) => {
    expect(normalizeRights({ users: { ...emptyAreaRights(), ...given, sub: given.sub ?? {} } }).users).toEqual(stored);
  });

  it('drops unknown areas and fills every registry area', () => {
    const out = normalizeRights({ everything: area({ read: true }) });
    expect(out.everything).toBeUndefined();
    expect(Object.keys(out)).toEqual(AREAS.map((a) => a.name));
  });

  it('is idempotent', () => {
    const once = normalizeRights({ users: area({ update: true, sub: ['roles'] }), orders: area({ delete: true }) });
    expect(normalizeRights(once)).toEqual(once);
  });
});

describe('unionRights: global roles ∪ project roles (ARCHITECTURE §4)', () => {
  it('grants what any of the sets grants', () => {
    const a: RightsSet = { users: area({ read: true, sub: ['personal'] }) };
    const b: RightsSet = { users: area({ read: true, update: true, sub: ['contact'] }), scenes: area({ read: true }) };
    const u = unionRights(a, b);
    expect(u.users).toEqual(area({ read: true, update: true, sub: ['personal', 'contact'] }));
    expect(u.scenes).toEqual(area({ read: true }));
    expect(u.orders).toEqual(area());
  });

  it('of nothing is nothing, and never takes away', () => {
    expect(unionRights()).toEqual(emptyRights());
    expect(unionRights(fullRights(), emptyRights())).toEqual(fullRights());
  });

  it('reads stored JSON defensively: missing sub-rights, non-boolean flags and unknown areas grant nothing', () => {
    const stored = { users: { read: 1, update: true } as unknown as AreaRights, nonsense: area({ read: true }) };
    const u = unionRights(stored);
    expect(u.users).toEqual(area({ update: true }));
    expect(u.nonsense).toBeUndefined();
  });
});

describe('projectScoped: what a role linked inside one project grants there', () => {
  it('keeps the project areas and drops the global ones (access roles, settings, the stock)', () => {
    const role = normalizeRights({ scenes: area({ read: true }), rights: area({ update: true }), settings: area({ update: true }), articles: area({ read: true }) });
    const scoped = projectScoped(role);
    expect(Object.keys(scoped).sort()).toEqual(AREAS.filter((a) => a.scope === 'project').map((a) => a.name).sort());
    expect(scoped.scenes).toEqual(area({ read: true }));
    expect(hasRight(unionRights(scoped), 'rights.update')).toBe(false);
    expect(hasRight(unionRights(scoped), 'settings.update')).toBe(false);
  });
});

describe('hasRight', () => {
  it('answers every registry key for full and empty rights', () => {
    for (const key of ALL_RIGHT_KEYS) {
      expect(hasRight(fullRights(), key)).toBe(true);
      expect(hasRight(emptyRights(), key)).toBe(false);
    }
  });

  it('reads actions and sub-rights', () => {
    const rights: RightsSet = { users: area({ read: true, sub: ['personal'] }) };
    const cases: [RightKey, boolean][] = [
      ['users.read', true],
      ['users.update', false],
      ['users.personal', true],
      ['users.contact', false],
      ['scenes.read', false],
    ];
    for (const [key, held] of cases) expect(hasRight(rights, key), key).toBe(held);
  });
});

describe('the wire shape (spec 3 §3 "Access role")', () => {
  it('lists every area with its label and every sub-right with its label', () => {
    const dto = rightsToDto(emptyRights());
    expect(dto.map((a) => a.name)).toEqual(AREAS.map((a) => a.name));
    expect(dto.find((a) => a.name === 'rights')).toEqual({ name: 'rights', description: 'Toegangsrollen', read: false, create: false, update: false, delete: false, subRights: [] });
    expect(dto.find((a) => a.name === 'repetitions')!.subRights.map((s) => s.name)).toEqual(['export', 'openclose', 'pin', 'present']);
  });

  it('survives a round trip, normalised', () => {
    const rights = normalizeRights({ users: area({ update: true, sub: ['roles'] }), calendar: area({ read: true }) });
    expect(rightsFromDto(rightsToDto(rights))).toEqual(rights);
  });

  it('normalises what the client sends (spec 3 §4)', () => {
    const dto = rightsToDto(emptyRights()).map((a) => (a.name === 'orders' ? { ...a, update: true } : a));
    expect(rightsFromDto(dto).orders).toEqual(area({ read: true, update: true }));
  });
});
