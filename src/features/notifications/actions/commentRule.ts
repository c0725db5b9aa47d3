import { commentProblem } from '../../../shared/validation/commentSchema';
import { LIMITS } from '../../../shared/validation/limits';

/** A comment or observations written from a notification: the product's comment rule at the notification limit (4000). */
export const commentErrorKey = (value: string, required: boolean): string | null => commentProblem(value, { max: LIMITS.notifications.commentMax, required });
