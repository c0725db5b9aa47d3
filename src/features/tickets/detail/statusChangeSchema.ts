import * as yup from 'yup';
import { commentRule } from '../../../shared/validation/commentSchema';

export interface StatusChangeValues {
  comment: string;
  groupId: number | null;
  engineerId: number | null;
  remote: boolean;
  /** The reason or warehouse, where the target needs one. */
  choiceId: number | null;
}

export interface StatusChangeRules {
  /** The target's operation needs a comment. */
  commentRequired: boolean;
  /** Pending confirmation: an engineer or remote attention is required. */
  needsAssignment: boolean;
  /** A reason or warehouse must be chosen. */
  needsChoice: boolean;
}

/** Translation key shown when pending confirmation has neither an engineer nor remote attention. */
export const ENGINEER_OR_REMOTE = 'ticketDetail.statusDialog.engineerOrRemote';

/**
 * The status-change dialog's rules (spec 000 sections 4 and 5): a comment where the target demands one,
 * always at most LIMITS.textAreaMax characters and not starting with a blank; for pending confirmation
 * an engineer or remote attention; the reason or warehouse where the target needs one. Messages are translation keys.
 */
export function statusChangeSchema(rules: StatusChangeRules): yup.ObjectSchema<StatusChangeValues> {
  return yup.object({
    comment: commentRule({ required: rules.commentRequired }),
    groupId: yup.number().nullable().default(null),
    engineerId: yup
      .number()
      .nullable()
      .default(null)
      .test('engineer-or-remote', ENGINEER_OR_REMOTE, function check(value) {
        return !rules.needsAssignment || value != null || this.parent.remote === true;
      }),
    remote: yup.boolean().default(false).defined(),
    choiceId: rules.needsChoice ? yup.number().nullable().default(null).required('validation.required') : yup.number().nullable().default(null),
  });
}
