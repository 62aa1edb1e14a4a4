import { commonMessages } from '../common/messages';
import { brandMessages } from '../brands/messages';

/**
 * Each screen folder keeps its own texts in a `messages.ts` ({ resources: {...}, bo: {...} });
 * they are merged into the Spanish catalogue here. Add a line for each new folder.
 */
export const SCREEN_MESSAGES: ReadonlyArray<Record<string, unknown>> = [commonMessages, brandMessages];
