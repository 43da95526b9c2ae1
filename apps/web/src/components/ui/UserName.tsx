import type { RoleUser } from '@coulisse/shared/schemas/access';
import { Avatar, Group, Text } from '@mantine/core';

export const fullName = (user: Pick<RoleUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** Picture (or initials) and name of a user on the linking screen. */
export function UserName({ user }: { user: RoleUser }) {
  const name = fullName(user);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.image} alt="" size={32} radius="xl" color="coulisse" name={name} aria-hidden />
      <Text component="span" inherit>
        {name}
      </Text>
    </Group>
  );
}
