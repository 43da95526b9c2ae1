import { PROFILE_PICTURE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { Avatar, Button, Group, Input, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/ui/FileDrop';
import { PICTURE_TYPES, pictureDataUrl, pictureProblem } from '../../../lib/picture';

interface Props {
  value: string | undefined;
  onChange(dataUrl: string | undefined): void;
  disabled?: boolean;
}

/** Profile picture drop zone with preview (spec 1 §2, §5). */
export function PictureDrop({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);

  const accept = async (file: File) => {
    const problem = pictureProblem(file);
    if (problem) return setError(problem);
    setError(null);
    onChange(await pictureDataUrl(file).catch(() => undefined));
  };
  const refuse = (tooLarge: boolean) => setError(tooLarge ? 'form.error.fileSize' : 'form.error.fileType');

  return (
    <Input.Wrapper label={t('signup.picture')} description={t('register.pictureOptional')} error={error ? t(error) : undefined}>
      <Group align="center" gap="lg" mt="xs" wrap="nowrap">
        <Avatar src={value} size={88} radius={88} style={{ flexShrink: 0 }} alt={value ? t('register.picturePreview') : ''} color="coulisse">
          <IconPhoto size={36} aria-hidden />
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <FileDrop
            label={t('signup.pictureHint')}
            accept={PICTURE_TYPES}
            maxSize={PROFILE_PICTURE_MAX_BYTES}
            icon={IconPhoto}
            size="sm"
            disabled={disabled}
            onFile={(file) => void accept(file)}
            onRefuse={refuse}
          />
          {value && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => onChange(undefined)} style={{ alignSelf: 'flex-start' }}>
              {t('register.removePicture')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
