/**
 * A list known to hold at least one element. Code that has checked a list is not empty says so once,
 * with isNonEmpty, and its first and last elements are then typed as present, rather than asserted
 * at each read (tsconfig's noUncheckedIndexedAccess types every other index as possibly missing).
 */
export type NonEmpty<T> = readonly [T, ...T[]];

export function isNonEmpty<T>(list: readonly T[]): list is NonEmpty<T> {
  return list.length > 0;
}

/**
 * The last element of a non-empty list. Its elements are never undefined or null, so the `??` (there
 * for the type checker: the last index always holds one) never stands in for an element.
 */
export function lastOf<T extends {}>(list: NonEmpty<T>): T {
  return list[list.length - 1] ?? list[0];
}
