import { NOTIFICATION_CATEGORIES, NOTIFICATION_SUB_RIGHTS, PERSONAL_CATEGORIES, subRightOfCategory } from '@coulisse/shared/notifications/categories';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A category's name in the reader's language: its sub-right's label of `notificationTexts` (spec 1 §6), or the personal notice's. */
export function useCategoryLabel(): (category: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (category: number) => {
      const subRight = subRightOfCategory(category);
      if (subRight) return t(`notificationTexts.${subRight}.label`);
      return category === PERSONAL_CATEGORIES.repetition_reminder ? t('reminders.notice.category') : String(category);
    },
    [t],
  );
}

/** The category filter's options, in the order of spec 1 §6. */
export const categoryOptions = (label: (category: number) => string) =>
  NOTIFICATION_SUB_RIGHTS.map((subRight) => NOTIFICATION_CATEGORIES[subRight]).map((category) => ({ value: String(category), label: label(category) }));
