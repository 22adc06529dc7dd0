import { CircleAlert, CircleCheck } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Short confirmations ('"…" has been added.') that outlive a navigation between screens.
// They are read out politely from a live region that is always there, and vanish on their
// own. Only the signed-in admin screens use it.

export const TOAST_DURATION_MS = 5000;

// A screen may keep its toasts for a different time (the kit screens: 3 s, spec §9), and a
// failure reads as one.
export type ToastOptions = { duration?: number; tone?: 'success' | 'error' };

type Toast = { id: number; message: string; tone: 'success' | 'error' };
type ToastApi = { show: (message: string, options?: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

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
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:items-end"
      >
        {toasts.map((toast) =>
          toast.tone === 'error' ? (
            <p
              key={toast.id}
              className="flex max-w-md items-start gap-2 rounded-2xl border-2 border-red-200 bg-white px-4 py-3 font-semibold text-red-800 shadow-lg"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              <span>{toast.message}</span>
            </p>
          ) : (
            <p
              key={toast.id}
              className="flex max-w-md items-start gap-2 rounded-2xl border-2 border-green-200 bg-white px-4 py-3 font-semibold text-green-900 shadow-lg"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              <span>{toast.message}</span>
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
