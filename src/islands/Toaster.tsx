/**
 * The one toast region for the whole site: announced by an aria-live list, F8 moves focus to it,
 * a close button and a swipe to the right dismiss a toast.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './constants.js';
import { dismiss, subscribe, type Toast } from './toast-store.js';

function ToastItem({ toast }: { toast: Toast }) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const onDown = (e: PointerEvent<HTMLLIElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  // The distance is read from the release itself: on a busy phone the last move's render may not
  // have happened yet, and the `dx` it would have set is then a move behind. A cancel never dismisses.
  const onUp = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const moved = e.type === 'pointerup' ? e.clientX - start.current : 0;
    start.current = null;
    if (moved > TOAST_SWIPE_THRESHOLD_PX) dismiss(toast.id);
    setDx(0);
  };
  return (
    <li
      className={`toast toast--${toast.variant}`}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-state={toast.open ? 'open' : 'closed'}
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - dx / 200), transition: 'none' } : undefined}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={onUp}
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="toast-close" aria-label="Close notification" onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export default function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const region = useRef<HTMLOListElement>(null);
  useEffect(() => subscribe(setToasts), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) {
        e.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const open = toasts.filter((t) => t.open);
  return (
    <section className="toaster" aria-label={`Notifications (${TOAST_HOTKEY})`}>
      <ol className="toast-list" ref={region} tabIndex={-1} aria-live="polite">
        {open.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
