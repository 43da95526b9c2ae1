import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const KINDS = {
  success: { color: 'green', icon: IconCircleCheck, role: 'status' },
  warning: { color: 'orange', icon: IconInfoCircle, role: 'status' },
  error: { color: 'red', icon: IconAlertCircle, role: 'alert' },
} as const;

/** The success, warning and error banners of the account screens (spec 1 §2). */
export function FormAlert({ kind, children }: { kind: keyof typeof KINDS; children: ReactNode }) {
  const { color, icon: Icon, role } = KINDS[kind];
  return (
    <Alert color={color} variant="light" icon={<Icon aria-hidden />} role={role} data-kind={kind}>
      {children}
    </Alert>
  );
}
