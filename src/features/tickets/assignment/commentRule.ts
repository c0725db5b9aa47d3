/**
 * A required comment (ticket.yaml CommentText; spec 000 section 5): not empty and not starting with a
 * blank; the text area's maxlength holds it to 5000. Answers the translation key of the problem.
 */
export function commentProblem(comment: string): 'validation.required' | 'validation.noLeadingBlank' | null {
  if (comment === '') return 'validation.required';
  if (/^\s/.test(comment)) return 'validation.noLeadingBlank';
  return null;
}
