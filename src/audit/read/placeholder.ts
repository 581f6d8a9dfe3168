/**
 * The mark of a placeholder the report hands out (`fillIn` in src/shared/words.ts writes
 * `[FILL IN: …]`): a fix pasted with one left in is read as what it is, a value never filled in,
 * and the finding it was meant to clear says so (tests/unit/findings/placeholders.test.ts holds the
 * two together).
 */
export const hasPlaceholder = (text: string | undefined) => Boolean(text?.includes('[FILL IN'));
