import { describe, expect, it } from 'vitest';
import { addressBody, contactBody, remarksBody, sizesBody, withUserId } from './profile';

const sizes = { shirtSize: 'M', height: 170, chest: '', waist: null, hipSize: undefined, headSize: 56, clothingSize: '' };

describe('profile section bodies (spec 1 §5)', () => {
  it('turns empty sizes into null (spec 1 §5: "Empty size values are sent as null")', () => {
    expect(sizesBody.parse(sizes)).toEqual({ shirtSize: 'M', height: 170, chest: null, waist: null, hipSize: null, headSize: 56, clothingSize: null });
  });

  it.each([
    [{ shirtSize: undefined }, 'shirtSize', 'validation.shirtSize'],
    [{ height: 49 }, 'height', 'validation.between?min=50&max=230'],
    [{ headSize: 'groot' }, 'headSize', 'validation.invalidInput'],
  ])('refuses sizes %j', (change, path, message) => {
    const result = sizesBody.safeParse({ ...sizes, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it.each([
    [{ phoneNumber: '', cellPhone: null }, ['phoneNumber', 'validation.phoneOrCell']],
    [{ phoneNumber: '0486123456' }, ['phoneNumber', 'validation.phone']],
    [{ secondaryEmail: 'x@y' }, ['secondaryEmail', 'validation.secondaryEmail']],
  ])('refuses contact details %j', (change, issue) => {
    const result = contactBody.safeParse({ email: 'an@example.be', cellPhone: '0486 12 34 56', ...change });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(issue);
  });

  it('stores blank optional contact fields and bus as null', () => {
    expect(contactBody.parse({ email: 'an@example.be', secondaryEmail: ' ', phoneNumber: '', cellPhone: '0486 12 34 56' })).toMatchObject({
      secondaryEmail: null,
      phoneNumber: null,
    });
    expect(addressBody.parse({ streetName: 'Markt', houseNumber: '1', bus: '', zipCode: '2440', cityName: 'Geel' }).bus).toBeNull();
  });

  it('needs at least one remark field and passes userId beside a section', () => {
    expect(remarksBody.safeParse({}).success).toBe(false);
    expect(withUserId(remarksBody).parse({ remarks: 'Hallo', userId: 7 })).toEqual({ remarks: 'Hallo', userId: 7 });
  });
});
