import { PROFILE_PICTURE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { Avatar, Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

  const accept = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return setError(problem);
    setError(null);
    onChange(await pictureDataUrl(file).catch(() => undefined));
  };
  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setError(tooLarge ? 'form.error.fileSize' : 'form.error.fileType');
  };

  return (
    <Input.Wrapper label={t('signup.picture')} description={t('register.pictureOptional')} error={error ? t(error) : undefined}>
      <Group align="center" gap="lg" mt="xs" wrap="nowrap">
        <Avatar src={value} size={88} radius={88} style={{ flexShrink: 0 }} alt={value ? t('register.picturePreview') : ''} color="coulisse">
          <IconPhoto size={36} aria-hidden />
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Dropzone
            onDrop={(files) => void accept(files)}
            onReject={reject}
            accept={PICTURE_TYPES}
            maxSize={PROFILE_PICTURE_MAX_BYTES}
            multiple={false}
            disabled={disabled}
            radius="md"
            p="md"
            aria-label={t('signup.pictureHint')}
          >
            <Stack align="center" gap={6} ta="center" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={28} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={28} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={28} aria-hidden color="var(--mantine-color-coulisse-6)" />
              </Dropzone.Idle>
              <Text size="sm" c="dimmed">
                {t('signup.pictureHint')}
              </Text>
            </Stack>
          </Dropzone>
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
