import { isAction } from '@coulisse/shared/access/registry';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Labels of the matrix in the reader's language. The server's Dutch description is the fallback,
 * so an area added to the registry before its translation still shows a name.
 */
export function useRightLabels() {
  const { t } = useTranslation();
  const area = useCallback((name: string, fallback: string) => t(`rightsMatrix.areas.${name}`, { defaultValue: fallback }), [t]);
  const subRight = useCallback((areaName: string, name: string, fallback: string) => t(`rightsMatrix.subRights.${areaName}.${name}`, { defaultValue: fallback }), [t]);
  /** A column or sub-right label: 'Lezen', 'Wijzigen', or the sub-right's own name. */
  const right = useCallback(
    (areaName: string, key: string, fallback = key) => (isAction(key) ? t(`accessRoles.${key}`) : subRight(areaName, key, fallback)),
    [t, subRight],
  );
  return { area, subRight, right };
}
