import { describe, expect, it } from 'vitest';
import { mayReadSection, mayUpdateOwnerRemarks, mayUpdateOwnRemark, mayUpdateSection, mayUpdateSizes, profileAbilities, type ProfileViewer } from './profile';

const viewer = (overrides: Partial<ProfileViewer> = {}): ProfileViewer => ({ id: 1, level: 0, shouldVerify: false, flags: {}, ...overrides });
const subject = (overrides: Partial<{ id: number; level: number; clothingFrozen: boolean; canEditClothingSizes: boolean }> = {}) => ({
  id: 2,
  level: 0,
  clothingFrozen: false,
  canEditClothingSizes: true,
  ...overrides,
});

describe('profile sections (spec 1 §2, §6: each section with its right; own sections always)', () => {
  it('opens every own section to a participant without any flag', () => {
    const me = viewer({ id: 2 });
    for (const section of ['picture', 'personal', 'contact', 'address', 'privacy', 'clothing', 'remarks'] as const) {
      expect(mayReadSection(me, section, 2)).toBe(true);
      expect(mayUpdateSection(me, section, 2)).toBe(true);
    }
  });

  it.each([
    ['personal', 'canReadUsersPersonal', 'canUpdateUsersPersonal'],
    ['contact', 'canReadUsersContact', 'canUpdateUsersContact'],
    ['address', 'canReadUsersAddress', 'canUpdateUsersAddress'],
    ['privacy', 'canReadUsersOther', 'canUpdateUsersOther'],
    ['picture', 'canReadUsersPicture', 'canUpdateUsersPicture'],
  ] as const)('opens %s of someone else with %s to read and %s to change', (section, read, update) => {
    expect(mayReadSection(viewer({ level: 2 }), section, 2)).toBe(false);
    expect(mayReadSection(viewer({ level: 2, flags: { [read]: true } }), section, 2)).toBe(true);
    expect(mayUpdateSection(viewer({ level: 2, flags: { [read]: true } }), section, 2)).toBe(false);
    expect(mayUpdateSection(viewer({ level: 2, flags: { [update]: true } }), section, 2)).toBe(true);
  });

  it('ignores staff flags while the viewer still has to verify their own data (spec 1 §4), except for level 1', () => {
    const flags = { canUpdateUsersContact: true };
    expect(mayUpdateSection(viewer({ level: 2, shouldVerify: true, flags }), 'contact', 2)).toBe(false);
    expect(mayUpdateSection(viewer({ level: 1, shouldVerify: true, flags }), 'contact', 2)).toBe(true);
  });
});

describe('mayUpdateSizes (spec 1 §5 "Clothing sizes")', () => {
  it.each([
    ['own, level 0, editable', viewer({ id: 2 }), subject(), true],
    ['own, level 0, canEditClothingSizes off', viewer({ id: 2 }), subject({ canEditClothingSizes: false }), false],
    ['own, level 2, canEditClothingSizes off', viewer({ id: 2, level: 2 }), subject({ canEditClothingSizes: false }), true],
    ['own, frozen, level 0', viewer({ id: 2 }), subject({ clothingFrozen: true }), false],
    ['frozen, level 2 with the flag', viewer({ level: 2, flags: { canUpdateUsersClothing: true } }), subject({ clothingFrozen: true }), false],
    ['frozen, level 1 with the flag', viewer({ level: 1, flags: { canUpdateUsersClothing: true } }), subject({ clothingFrozen: true }), true],
    ['someone else, staff without the flag', viewer({ level: 2 }), subject(), false],
    ['someone else, staff with the flag', viewer({ level: 2, flags: { canUpdateUsersClothing: true } }), subject({ canEditClothingSizes: false }), true],
  ] as const)('%s → %s', (_, who, target, expected) => {
    expect(mayUpdateSizes(who, target)).toBe(expected);
  });
});

describe('remarks', () => {
  it('lets only the person write their own remark, and only canUpdateUsersRemarks the organisation’s', () => {
    expect(mayUpdateOwnRemark(viewer({ id: 2 }), 2)).toBe(true);
    expect(mayUpdateOwnRemark(viewer({ level: 1, flags: { canUpdateUsersRemarks: true } }), 2)).toBe(false);
    expect(mayUpdateOwnerRemarks(viewer({ id: 2 }))).toBe(false);
    expect(mayUpdateOwnerRemarks(viewer({ level: 2, flags: { canUpdateUsersRemarks: true } }))).toBe(true);
  });
});

describe('profileAbilities', () => {
  it('sums up one viewer’s view of one profile', () => {
    const staff = viewer({ level: 2, flags: { canReadUsersContact: true, canUpdateUsersContact: true, canReadUsersClothing: true } });
    expect(profileAbilities(staff, subject())).toEqual({
      read: { picture: false, personal: false, contact: true, address: false, privacy: false, clothing: true, remarks: false },
      update: { picture: false, personal: false, contact: true, address: false, privacy: false, clothing: false, ownRemark: false, ownerRemarks: false },
    });
  });

  const everything = {
    canUpdateUsersPicture: true,
    canUpdateUsersPersonal: true,
    canUpdateUsersContact: true,
    canUpdateUsersAddress: true,
    canUpdateUsersOther: true,
    canUpdateUsersClothing: true,
    canUpdateUsersRemarks: true,
  };
  it.each([
    ['level 2 on level 1', 2, 1, false],
    ['level 3 on level 2', 3, 2, false],
    ['level 2 on level 2', 2, 2, true],
    ['level 1 on level 1', 1, 1, true],
  ])('offers edits on an account of a higher level to nobody, whatever the flags (%s)', (_, viewerLevel, subjectLevel, editable) => {
    const { update } = profileAbilities(viewer({ level: viewerLevel, flags: everything }), subject({ level: subjectLevel }));
    expect(
      Object.entries(update)
        .filter(([key]) => key !== 'ownRemark')
        .every(([, may]) => may === editable),
    ).toBe(true);
  });
});
