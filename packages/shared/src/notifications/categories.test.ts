import { describe, expect, it } from 'vitest';
import { areaByName } from '../access/registry';
import { nl } from '../i18n/nl';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_SUB_RIGHTS, subRightOfCategory } from './categories';

describe('notification categories (spec 1 §6, §9)', () => {
  it('numbers the sub-rights of the notifications area 1 to 12 in the order of spec 1 §6', () => {
    const registry = areaByName.get('notifications')!.subRights.map((s) => s.name);
    expect(NOTIFICATION_SUB_RIGHTS).toEqual(registry);
    expect(NOTIFICATION_SUB_RIGHTS.map((s) => NOTIFICATION_CATEGORIES[s])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each([
    [1, 'new_users'],
    [4, 'repetition_signoff'],
    [12, 'user_deleted'],
    [0, undefined],
    [13, undefined],
  ])('category %i belongs to %s', (category, subRight) => {
    expect(subRightOfCategory(category)).toBe(subRight);
  });

  it('has a Dutch label and text for every category', () => {
    for (const s of NOTIFICATION_SUB_RIGHTS) {
      expect(nl.notificationTexts[s].label.length).toBeGreaterThan(0);
      expect(nl.notificationTexts[s].body.length).toBeGreaterThan(0);
    }
  });
});
