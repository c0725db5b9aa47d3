import { commentProblem as productCommentProblem } from '../../../shared/validation/commentSchema';

/** The required comment of a reassignment or rejection (ticket.yaml CommentText): the product's comment rule. */
export const commentProblem = (comment: string): string | null => productCommentProblem(comment);
