import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonalFields } from '../../../components/ui/PersonalFields';

/** Names, birth date, sex, nationality and country of birth. */
export function PersonalSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('signup.personal')} disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <PersonalFields />
      </SimpleGrid>
    </Fieldset>
  );
}
