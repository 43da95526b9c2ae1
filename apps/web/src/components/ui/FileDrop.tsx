import { Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconUpload, IconX, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const SIZES = {
  sm: { icon: 28, padding: 'md' },
  md: { icon: 32, padding: 'lg' },
  lg: { icon: 36, padding: 'xl' },
} as const;

interface Props {
  /** What to drop: the zone's accessible name and its text. */
  label: string;
  /** A second, dimmed line under a bold label (else the label itself is the dimmed line). */
  hint?: ReactNode;
  accept: DropzoneProps['accept'];
  maxSize: number;
  /** The icon shown while nothing is dragged over the zone. */
  icon: Icon;
  size?: keyof typeof SIZES;
  disabled?: boolean;
  /** The one file dropped or chosen (the zone takes a single file). */
  onFile(file: File): void;
  /** The browser refused the file: too large, or of another type. */
  onRefuse(tooLarge: boolean): void;
}

/** A drop zone for one file, that can also be clicked to choose it. */
export function FileDrop({ label, hint, accept, maxSize, icon: IdleIcon, size = 'md', disabled, onFile, onRefuse }: Props) {
  const { icon, padding } = SIZES[size];
  return (
    <Dropzone
      onDrop={([file]) => {
        if (file) onFile(file);
      }}
      onReject={(rejections) => onRefuse(rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large')))}
      accept={accept}
      maxSize={maxSize}
      multiple={false}
      disabled={disabled}
      radius="md"
      p={padding}
      aria-label={label}
    >
      <Stack align="center" justify="center" gap={6} ta="center" style={{ pointerEvents: 'none' }} mih={hint ? 120 : undefined}>
        <Dropzone.Accept>
          <IconUpload size={icon} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={icon} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IdleIcon size={icon} aria-hidden color="var(--mantine-color-coulisse-6)" />
        </Dropzone.Idle>
        {hint ? <Text fw={600}>{label}</Text> : null}
        <Text size="sm" c="dimmed">
          {hint ?? label}
        </Text>
      </Stack>
    </Dropzone>
  );
}
