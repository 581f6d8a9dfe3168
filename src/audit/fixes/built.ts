/** What building a fix gives: the fix, checked; why none is offered (it failed a check, or cannot be built); or nothing to fix. */
import type { PasteFix } from '../findings/finding.js';

export type Built = PasteFix | { refused: string } | undefined;
