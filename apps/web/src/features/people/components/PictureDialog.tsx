import { PROFILE_PICTURE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/ui/FileDrop';
import { describeError } from '../../../lib/errors';
import { PICTURE_TYPES, pictureProblem } from '../../../lib/picture';
import { useSaveProfileSection } from '../api/save-profile-section';
import type { Crop } from './crop';
import { cropToDataUrl } from './cropToDataUrl';
import { frameOf, initialCrop, PictureCropper } from './PictureCropper';

interface Props {
  userId: number;
  opened: boolean;
  onClose: () => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = src;
  });
}

/**
 * Changing a profile picture (spec 1 §5): choose a jpeg or png of at most 10 MB, crop it square
 * here, and send it; the server makes it a 200×200 jpeg and tells every open tab (USER_IMAGE).
 */
export function PictureDialog({ userId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveProfileSection<{ image: string }>(userId, 'picture');
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setImage(null);
    setCrop(null);
    setProblem(null);
    save.reset();
  };
  const close = () => {
    if (save.isPending) return;
    reset();
    onClose();
  };

  const accept = async (file: File) => {
    const rejected = pictureProblem(file);
    if (rejected) return setProblem(t(rejected));
    try {
      const loaded = await loadImage(await readAsDataUrl(file));
      setProblem(null);
      setImage(loaded);
      setCrop(initialCrop(loaded));
    } catch {
      setProblem(t('form.error.fileType'));
    }
  };
  const refuse = (tooLarge: boolean) => setProblem(t(tooLarge ? 'form.error.fileSize' : 'form.error.fileType'));

  const submit = () => {
    if (!image || !crop) return;
    const dataUrl = cropToDataUrl(image, frameOf(image), crop);
    if (!dataUrl) return setProblem(t('errors.generic'));
    setProblem(null);
    save.mutate({ image: dataUrl }, { onSuccess: close, onError: (error) => setProblem(describeError(t, error)) });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('profileScreen.changePicture')} centered>
      <Stack gap="md">
        {image && crop ? (
          <Stack gap="xs" align="center">
            <PictureCropper image={image} crop={crop} onChange={setCrop} />
            <Button variant="subtle" size="compact-sm" onClick={reset} disabled={save.isPending}>
              {t('profileScreen.otherPicture')}
            </Button>
          </Stack>
        ) : (
          <FileDrop
            label={t('signup.pictureHint')}
            accept={PICTURE_TYPES}
            maxSize={PROFILE_PICTURE_MAX_BYTES}
            icon={IconPhoto}
            onFile={(file) => void accept(file)}
            onRefuse={refuse}
          />
        )}
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={save.isPending}>
            {t('app.cancel')}
          </Button>
          <Button onClick={submit} disabled={!image} loading={save.isPending}>
            {t('app.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
