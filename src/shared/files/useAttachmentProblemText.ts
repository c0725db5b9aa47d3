import { useTranslation } from 'react-i18next';
import { localeOf } from '../i18n/localeOf';
import { LIMITS } from '../validation/limits';
import { formatFileSize } from './formatFileSize';
import type { AttachmentProblem } from './prepareAttachment';

/** The sentence for a refused attachment (fileCheck.*), with the limit it broke in the user's language. */
export function useAttachmentProblemText(): (problem: AttachmentProblem) => string {
  const { t, i18n } = useTranslation();
  return (problem) =>
    t(`fileCheck.${problem}`, {
      max:
        problem === 'tooLarge'
          ? formatFileSize(LIMITS.attachmentMaxBytes, localeOf(i18n.language))
          : problem === 'tooManyPixels'
            ? LIMITS.imageMaxPixels / 1_000_000
            : LIMITS.attachmentNameMax,
    });
}
