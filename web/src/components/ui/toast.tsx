import { CircleAlert, CircleCheck } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Short confirmations ('"…" has been added.') that outlive a navigation between screens.
// They are read out politely from a live region that is always there, and vanish on their
// own. Only the signed-in admin screens use it. They never cover the list or the row they
// speak of (issue 27): from the md breakpoint they stack at the foot of the side menu's column,
// left of every screen's content; on a phone the newest one alone lies over the top bar, a
// confirmation in at most two lines (the live region still reads all of it), a failure whole:
// it says what to do, so it must be read to the end.

export const TOAST_DURATION_MS = 5000;

// A screen may keep its toasts for a different time (the kit screens: 3 s, spec §9), and a
// failure reads as one.
export type ToastOptions = { duration?: number; tone?: 'success' | 'error' };

type Toast = { id: number; message: string; tone: 'success' | 'error' };
type ToastApi = { show: (message: string, options?: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

// A phone's toast fits the 64 px top bar it lies over.
const toastBox =
  'flex items-start gap-2 rounded-2xl border-2 bg-white px-3 py-1.5 text-sm leading-5 font-semibold shadow-lg md:py-2.5';
const toastText = 'min-w-0 wrap-break-word';
const confirmationText = `${toastText} max-md:line-clamp-2`;

export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = ++nextId.current;
      setToasts((list) => [...list, { id, message, tone: options.tone ?? 'success' }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, options.duration ?? duration);
      timers.current.add(timer);
    },
    [duration],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-2 top-1.5 z-50 flex flex-col gap-2 max-md:[&>*:not(:last-child)]:hidden md:inset-x-auto md:top-auto md:bottom-4 md:left-4 md:w-56"
      >
        {toasts.map((toast) =>
          toast.tone === 'error' ? (
            <p
              key={toast.id}
              className={`${toastBox} border-red-200 text-red-800`}
            >
              <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
              <span className={toastText}>{toast.message}</span>
            </p>
          ) : (
            <p
              key={toast.id}
              className={`${toastBox} border-green-200 text-green-900`}
            >
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              <span className={confirmationText}>{toast.message}</span>
            </p>
          ),
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
