import { countryName } from '@coulisse/shared/rules/lookups';
import { Avatar, Center, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import type { UserProfile } from '../api/get-user';
import { ProfileSection } from './ProfileSection';

interface Props {
  profile: UserProfile;
  /** The 'since' date is shown to levels 1 and 2 (spec 1 §2). */
  showSince: boolean;
}

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** Three columns on desktop, stacked on mobile: personal, contact and address, clothing. */
export function ProfileColumns({ profile: p, showSince }: Props) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  const name = join(p.firstName, p.lastName);
  const initials = `${p.firstName?.charAt(0) ?? ''}${p.lastName?.charAt(0) ?? ''}`.toUpperCase();
  const street = join(p.streetName, p.houseNumber, p.bus ? `${t('signup.bus').toLowerCase()} ${p.bus}` : null);
  const city = join(p.zipCode, p.cityName);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfileSection
          title={t('profile.personal')}
          rows={[
            { label: t('signup.firstName'), value: p.firstName },
            { label: t('signup.lastName'), value: p.lastName },
            { label: t('signup.dateOfBirth'), value: formatDate(p.dateOfBirth) },
            { label: t('signup.sex'), value: p.sex === null ? null : t(`signup.sexes.${p.sex}`) },
            { label: t('signup.nationality'), value: p.nationality },
            { label: t('signup.origin'), value: p.origin ? countryName(p.origin, locale) : null },
          ]}
        >
          <Center mb="md">
            <Avatar src={p.image} alt={name} size={120} radius={120} color="coulisse">
              {initials}
            </Avatar>
          </Center>
        </ProfileSection>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <ProfileSection
            title={t('profile.contact')}
            rows={[
              { label: t('signup.email'), value: p.email },
              { label: t('signup.phoneNumber'), value: p.phoneNumber },
              { label: t('signup.cellPhone'), value: p.cellPhone },
            ]}
          />
          <ProfileSection title={t('profile.address')} rows={[{ label: t('signup.address'), value: [street, city].filter(Boolean).join(', ') || null }]} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfileSection
          title={t('profile.clothing')}
          rows={[
            { label: t('signup.shirtSize'), value: p.tShirt },
            ...(p.level === null ? [] : [{ label: t('profile.level'), value: t(`profile.levels.${p.level}`) }]),
            ...(showSince ? [{ label: t('profile.since'), value: formatDate(p.since) }] : []),
          ]}
        />
      </Grid.Col>
    </Grid>
  );
}
