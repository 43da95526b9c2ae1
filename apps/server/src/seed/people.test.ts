import { birthDateRule, cellPhoneRule, emailRule, phoneRule } from '@coulisse/shared/rules/account';
import { describe, expect, it } from 'vitest';
import { ageOn } from './dates';
import { LAST_NAMES } from './names';
import { generatePeople } from './people';

const TODAY = '2026-11-21';

describe('generatePeople', () => {
  it('gives the same people for the same seed and other people for another seed', () => {
    const a = generatePeople({ count: 50, seed: 7, today: TODAY });
    expect(generatePeople({ count: 50, seed: 7, today: TODAY })).toEqual(a);
    expect(generatePeople({ count: 50, seed: 8, today: TODAY }).map((p) => p.email)).not.toEqual(a.map((p) => p.email));
  });

  it('keeps e-mails unique, phones valid and ages between 6 and 85 at benchmark size', () => {
    const people = generatePeople({ count: 20_000, today: TODAY });
    expect(new Set(people.map((p) => p.email.toLowerCase())).size).toBe(people.length);
    for (const p of people) {
      if (emailRule(p.email) || (p.phoneNumber && phoneRule(p.phoneNumber)) || (p.cellPhone && cellPhoneRule(p.cellPhone)) || birthDateRule(p.dateOfBirth!, TODAY)) {
        throw new Error(`invalid generated person ${JSON.stringify(p)}`);
      }
      const age = ageOn(p.dateOfBirth!, TODAY);
      if (age < 6 || age > 85) throw new Error(`age ${age} of ${p.email}`);
      // Volunteer since, account created, last active: in that order, and never in the future.
      const created = p.creationDt!.toISOString().slice(0, 10);
      if (p.since! > created || created > TODAY || (p.lastActivity && p.lastActivity < p.creationDt!)) throw new Error(`dates out of order for ${p.email}`);
    }
    expect(people.filter((p) => p.phoneNumber).length).toBeGreaterThan(1000);
    expect(people.filter((p) => p.bus).length).toBeGreaterThan(500);
    expect(people.filter((p) => p.nationality === 'Belg').length / people.length).toBeGreaterThan(0.85);
    expect(new Set(people.map((p) => p.lastName)).size).toBe(LAST_NAMES.length);
  });
});
