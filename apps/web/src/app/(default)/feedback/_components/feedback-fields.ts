// The feedback form's fields as text, without the contract's schemas, so the page's first load has no
// validation code: the checks (feedback-values) and the call (feedback-sending) load at the first send.
export const FEEDBACK_FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];
export type FeedbackValues = Record<FeedbackField, string>;

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', email: '', mobile: '', subject: '', message: '' };
