import { ACTIONS, AREAS, areaByName, isAction, type RightKey } from './registry';

/** Rights of one area as stored and computed: the four actions plus sub-rights that are on. */
export interface AreaRights {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  sub: Record<string, boolean>;
}

/** A full rights set, keyed by area name. Missing areas mean "nothing granted". */
export type RightsSet = Record<string, AreaRights>;

export const emptyAreaRights = (): AreaRights => ({ read: false, create: false, update: false, delete: false, sub: {} });

export function emptyRights(): RightsSet {
  return Object.fromEntries(AREAS.map((a) => [a.name, emptyAreaRights()]));
}

/** Every right granted (a level-1 administrator). */
export function fullRights(): RightsSet {
  return Object.fromEntries(
    AREAS.map((a) => [
      a.name,
      { read: true, create: true, update: true, delete: true, sub: Object.fromEntries(a.subRights.map((s) => [s.name, true])) },
    ]),
  );
}

/**
 * The check rules of the rights matrix (spec 3 §4 "Access role rights"), applied as a closure so
 * the server stores only consistent roles: create, update, delete or any sub-right imply read.
 * Unknown areas and sub-rights are dropped.
 */
export function normalizeRights(input: RightsSet): RightsSet {
  const out = emptyRights();
  for (const area of AREAS) {
    const given = input[area.name];
    if (!given) continue;
    const sub: Record<string, boolean> = {};
    for (const s of area.subRights) if (given.sub?.[s.name] === true) sub[s.name] = true;
    const anySub = Object.keys(sub).length > 0;
    out[area.name] = {
      create: given.create === true,
      update: given.update === true,
      delete: given.delete === true,
      read: given.read === true || given.create === true || given.update === true || given.delete === true || anySub,
      sub,
    };
  }
  return out;
}

/** What the matrix does when one box is toggled (spec 3 §4): the UI and the tests share it. */
export function toggleRight(rights: RightsSet, areaName: string, key: string, checked: boolean): RightsSet {
  const current = rights[areaName] ?? emptyAreaRights();
  const next: AreaRights = { ...current, sub: { ...current.sub } };
  if (isAction(key)) {
    next[key] = checked;
    if (key === 'read' && !checked) {
      // Unchecking read clears the sub-rights and, since they imply read, the other actions.
      next.sub = {};
      next.create = false;
      next.update = false;
      next.delete = false;
    }
    if (key !== 'read' && checked) next.read = true;
  } else {
    if (checked) {
      next.sub[key] = true;
      next.read = true;
    } else delete next.sub[key];
  }
  return { ...rights, [areaName]: next };
}

/**
 * Union of rights sets: global roles ∪ project roles (ARCHITECTURE §4). Stored roles are JSON, so
 * only `true` counts and a missing `sub` is read as none.
 */
export function unionRights(...sets: RightsSet[]): RightsSet {
  const out = emptyRights();
  for (const set of sets) {
    for (const [name, r] of Object.entries(set)) {
      if (!areaByName.has(name) || !r) continue;
      const o = out[name] ?? emptyAreaRights();
      for (const a of ACTIONS) o[a] = o[a] || r[a] === true;
      for (const [s, on] of Object.entries(r.sub ?? {})) if (on === true) o.sub[s] = true;
      out[name] = o;
    }
  }
  return out;
}

/**
 * What a role linked inside one project contributes there: only areas of scope `project`. Areas
 * such as access roles, settings or the costume stock are global by nature, so a project link can
 * never grant them (otherwise whoever manages one project's rights could escalate).
 */
export function projectScoped(rights: RightsSet): RightsSet {
  return Object.fromEntries(Object.entries(rights).filter(([name]) => areaByName.get(name)?.scope === 'project'));
}

export function hasRight(rights: RightsSet, key: RightKey): boolean {
  const [areaName, part] = key.split('.') as [string, string];
  const area = rights[areaName];
  if (!area) return false;
  return isAction(part) ? area[part] : area.sub[part] === true;
}

/** Wire shape of one area in an access role (spec 3 §3 "Access role"). */
export interface AreaRightsDto {
  name: string;
  description: string;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  subRights: { name: string; description: string; access: boolean }[];
}

export function rightsToDto(rights: RightsSet): AreaRightsDto[] {
  return AREAS.map((area) => {
    const r = rights[area.name] ?? emptyAreaRights();
    return {
      name: area.name,
      description: area.label,
      read: r.read,
      create: r.create,
      update: r.update,
      delete: r.delete,
      subRights: area.subRights.map((s) => ({ name: s.name, description: s.label, access: r.sub[s.name] === true })),
    };
  });
}

export function rightsFromDto(list: readonly Pick<AreaRightsDto, 'name' | 'read' | 'create' | 'update' | 'delete' | 'subRights'>[]): RightsSet {
  const set: RightsSet = {};
  for (const item of list) {
    set[item.name] = {
      read: item.read,
      create: item.create,
      update: item.update,
      delete: item.delete,
      sub: Object.fromEntries(item.subRights.filter((s) => s.access).map((s) => [s.name, true])),
    };
  }
  return normalizeRights(set);
}
