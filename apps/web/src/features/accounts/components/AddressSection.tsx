import { EMPTY_ADDRESS, formatAddress, missingLookupParts, parseAddress, type AddressFields } from '@coulisse/shared/rules/address';
import { Fieldset, Grid, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignUpValues } from './signUpValues';
import { useFieldError } from '../../../components/ui/useFieldError';

const PARTS = Object.keys(EMPTY_ADDRESS) as (keyof AddressFields)[];

/**
 * Address as one line that is split into its parts ("Kerkstraat 12 bus 3, 2440 Geel"), or the
 * parts typed one by one; a switch picks the way (spec 1 §2).
 */
export function AddressSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { register, setValue, control } = useFormContext<SignUpValues>();
  const error = useFieldError<SignUpValues>();
  const [manual, setManual] = useState(false);
  const [line, setLine] = useState('');
  const values = useWatch({ control, name: PARTS });
  const [streetName = '', houseNumber = '', bus = '', zipCode = '', cityName = ''] = values;
  const address: AddressFields = { streetName, houseNumber, bus, zipCode, cityName };
  const missing = missingLookupParts(address);

  const lookUp = (text: string) => {
    setLine(text);
    const parsed = parseAddress(text);
    for (const part of PARTS) setValue(part, parsed[part], { shouldDirty: true });
  };

  return (
    <Fieldset legend={t('signup.address')} disabled={disabled}>
      <Switch
        label={t('signup.addressManual')}
        checked={manual}
        onChange={(event) => setManual(event.currentTarget.checked)}
        mb="sm"
      />
      {manual ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('signup.streetName')} autoComplete="address-line1" required error={error('streetName')} {...register('streetName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label={t('signup.houseNumber')} required error={error('houseNumber')} {...register('houseNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label={t('signup.bus')} error={error('bus')} {...register('bus')} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 3 }}>
            <TextInput label={t('signup.zipCode')} autoComplete="postal-code" inputMode="numeric" required error={error('zipCode')} {...register('zipCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 9 }}>
            <TextInput label={t('signup.cityName')} autoComplete="address-level2" required error={error('cityName')} {...register('cityName')} />
          </Grid.Col>
        </Grid>
      ) : (
        <TextInput
          label={t('signup.addressSearch')}
          description={t('register.lookupHint')}
          placeholder={t('register.lookupHint')}
          autoComplete="street-address"
          required
          value={line}
          onChange={(event) => lookUp(event.currentTarget.value)}
          error={line.trim() && missing.length ? t('validation.addressMissing', { parts: missing.map((p) => t(`signup.${p}`)).join(', ') }) : error('streetName')}
        />
      )}
      {!manual && line.trim() !== '' && missing.length === 0 && (
        <Text size="sm" c="teal.8" mt={6} role="status">
          {t('register.lookupFound', { address: formatAddress(address) })}
        </Text>
      )}
    </Fieldset>
  );
}
