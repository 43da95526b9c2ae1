import { missingAddressParts } from '@coulisse/shared/rules/account';
import type { SignUpValues } from './signUpValues';

/** The fields sign-up and create profile share, as their forms hold them. */
type ProfileValues = Pick<
  SignUpValues,
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'sex'
  | 'nationality'
  | 'origin'
  | 'phoneNumber'
  | 'cellPhone'
  | 'streetName'
  | 'houseNumber'
  | 'bus'
  | 'zipCode'
  | 'cityName'
  | 'tShirt'
  | 'privacy'
>;

/** A required item: the catalogue key of the label the missing-fields message lists. */
export interface RequiredItem<V> {
  label: string;
  missing(values: Partial<V>): boolean;
}

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Names, birth date, sex, nationality and country of birth: first in both forms. */
export const PERSONAL_ITEMS: readonly RequiredItem<ProfileValues>[] = [
  { label: 'signup.firstName', missing: (v) => blank(v.firstName) },
  { label: 'signup.lastName', missing: (v) => blank(v.lastName) },
  { label: 'signup.dateOfBirth', missing: (v) => blank(v.dateOfBirth) },
  { label: 'signup.sex', missing: (v) => blank(v.sex) },
  { label: 'signup.nationality', missing: (v) => blank(v.nationality) },
  { label: 'signup.origin', missing: (v) => blank(v.origin) },
];

/** A phone or cell number, the full address and the shirt size: after the e-mail address in both forms. */
export const REACH_ITEMS: readonly RequiredItem<ProfileValues>[] = [
  { label: 'register.phoneOrCell', missing: (v) => blank(v.phoneNumber) && blank(v.cellPhone) },
  { label: 'signup.address', missing: (v) => missingAddressParts(v).length > 0 },
  { label: 'signup.shirtSize', missing: (v) => blank(v.tShirt) },
];

export const PRIVACY_ITEM: RequiredItem<ProfileValues> = { label: 'register.privacyItem', missing: (v) => v.privacy !== true };

/** Catalogue keys of the labels of the required items that are still empty, in form order. */
export const missingItems = <V>(items: readonly RequiredItem<V>[], values: Partial<V>): string[] => items.filter((r) => r.missing(values)).map((r) => r.label);

/** The empty text fields both forms start with (inputs stay controlled). */
export const BLANK_PROFILE: Partial<ProfileValues> & { email: string; emailConfirm: string; pictures: boolean } = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  email: '',
  emailConfirm: '',
  phoneNumber: '',
  cellPhone: '',
  streetName: '',
  houseNumber: '',
  bus: '',
  zipCode: '',
  cityName: '',
  pictures: false,
};
