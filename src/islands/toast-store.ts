/**
 * The toast store shared by every island on the page: at most TOAST_LIMIT toasts, each
 * dismissed after TOAST_DURATION_MS and dropped from memory TOAST_REMOVE_DELAY_MS later.
 */
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './constants.js';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const l of listeners) l(toasts);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

/** Hides a toast now; it is removed from memory after the spec's remove delay. */
export function dismiss(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (!removeTimers.has(id)) {
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

/** Shows a toast, replacing older ones beyond the limit. */
export function toast(input: { title: string; description?: string; variant?: Toast['variant'] }): number {
  const id = nextId++;
  toasts = [{ id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true }, ...toasts].slice(
    0,
    TOAST_LIMIT,
  );
  emit();
  setTimeout(() => dismiss(id), TOAST_DURATION_MS);
  return id;
}
