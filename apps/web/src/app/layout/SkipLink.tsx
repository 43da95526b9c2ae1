import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'inhoud';

/** First stop for keyboard users: jumps over the header and the menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
