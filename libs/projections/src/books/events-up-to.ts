/**
 * Why: the books as of an instant fold "the events recorded at or before it" (issue 32, item 3).
 * Where a page of $all stops being that is a pure rule, kept here with its spec.
 */
import type { RecordedEvent } from '@bo/event-store';

export interface CutPage {
  /** The page's leading events recorded at or before the instant. */
  kept: RecordedEvent[];
  /** An event recorded after the instant was met: nothing after it counts either. */
  passed: boolean;
}

/**
 * The prefix of a page of $all (commit order) made of events recorded (`metadata.at`, the instant
 * the command was accepted, as every `?as_of=` reads it) at or before `instant`. The first event
 * recorded later ends it: the books are a prefix of $all, so what they show is a state the screens
 * really went through, never a mix of before and after.
 */
export function eventsUpTo(page: readonly RecordedEvent[], instant: Date): CutPage {
  const limit = instant.getTime();
  const first = page.findIndex((event) => new Date(event.metadata.at).getTime() > limit);
  return first === -1 ? { kept: [...page], passed: false } : { kept: page.slice(0, first), passed: true };
}
