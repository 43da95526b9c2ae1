import { PERSONAL_CATEGORIES, NOTIFICATION_CATEGORIES, NOTIFICATION_SUB_RIGHTS, personalOfCategory, subRightOfCategory } from '@coulisse/shared/notifications/categories';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A category's name in the reader's language: its sub-right's label of `notificationTexts` (spec 1 §6), or the personal notice's. */
export function useCategoryLabel(): (category: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (category: number) => {
      const subRight = subRightOfCategory(category);
      if (subRight) return t(`notificationTexts.${subRight}.label`);
      if (category === PERSONAL_CATEGORIES.repetition_reminder) return t('reminders.notice.category');
      const personal = personalOfCategory(category);
      return personal ? t(`notificationTexts.${personal}.label`) : String(category);
    },
    [t],
  );
}

/** The category filter's options, in the order of spec 1 §6, then the notices to a person (messages). */
export const categoryOptions = (label: (category: number) => string) =>
  [...NOTIFICATION_SUB_RIGHTS.map((subRight) => NOTIFICATION_CATEGORIES[subRight]), ...Object.values(PERSONAL_CATEGORIES)].map((category) => ({ value: String(category), label: label(category) }));
