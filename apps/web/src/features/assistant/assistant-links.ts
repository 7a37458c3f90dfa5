// Addresses of the sourcing assistant's pages (issue 19): /ai, /newai (a fresh conversation), /openai (the
// language-model engine), and a saved conversation reopened from the profile.
export const ASSISTANT_PATH = '/ai';
export const NEW_ASSISTANT_PATH = '/newai';
export const MODEL_ASSISTANT_PATH = '/openai';
export const ASSISTANT_CONVERSATIONS_PATH = '/profile/assistant';
export const assistantConversationHref = (id: number) => `${ASSISTANT_PATH}?c=${id}`;
