import { useRef, useState, type ComponentType, type FormEvent, type FormHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';

// What the visitor did before a form's code arrived: each field's value by name, the field
// (or 'submit' for the button) that had focus with its caret, and whether they sent it.
export type Carried = {
  values: Record<string, string | boolean>;
  focus: string | null;
  caret: [number, number] | null;
  submitted: boolean;
};

type DeferredFormProps<P> = {
  // Loads the real form, which takes what was carried over.
  load: () => Promise<ComponentType<P & { carried: Carried }>>;
  // The real form's own props.
  props: P;
  // The placeholder's fields and button: the real form's markup with plain, empty controls.
  children: ReactNode;
  // Shown after the placeholder's <form>, such as an empty live region.
  after?: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onFocus' | 'onInput' | 'noValidate' | 'children'>;

// Reads the placeholder as the visitor left it.
function carry(form: HTMLFormElement, submitted: boolean): Carried {
  const values: Carried['values'] = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'checkbox') values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      if (element.name) values[element.name] = element.value;
    }
  }
  const focused = form.contains(document.activeElement) ? document.activeElement : null;
  let focus: string | null = null;
  let caret: Carried['caret'] = null;
  if (focused instanceof HTMLButtonElement && focused.type === 'submit') focus = 'submit';
  else if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement) {
    focus = focused.name;
    // Email and checkbox inputs have no caret (null).
    if (!(focused instanceof HTMLSelectElement) && focused.selectionStart !== null && focused.selectionEnd !== null) {
      caret = [focused.selectionStart, focused.selectionEnd];
    }
  }
  return { values, focus, caret, submitted };
}

// A public form whose code (react-hook-form, zod) stays out of the page's first JavaScript:
// a plain copy of its fields and button shows at once, and the code loads when the form is
// first focused, typed in or sent. Everything typed, the focus and a send made meanwhile are
// handed on to the real form.
export function DeferredForm<P extends object>({ load, props, children, after, ...formProps }: DeferredFormProps<P>) {
  const placeholder = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const loading = useRef(false);
  const pressing = useRef(false);
  const pending = useRef<ComponentType<P & { carried: Carried }> | null>(null);
  const [loaded, setLoaded] = useState<{ Real: ComponentType<P & { carried: Carried }>; carried: Carried }>();

  // Swaps the real form in, with what the placeholder holds; read and swapped in one go, so no
  // keystroke can fall between them.
  function swap(Real: ComponentType<P & { carried: Carried }>) {
    const form = placeholder.current;
    if (!form) return;
    const carried = carry(form, submitted.current);
    flushSync(() => setLoaded({ Real, carried }));
  }

  function start() {
    if (loading.current) return;
    loading.current = true;
    void load().then(
      (Real) => {
        // A press on the send button that began on the placeholder ends on it: swapped between
        // its pointerdown and pointerup, the button under the finger would be a new one and the
        // browser would send no click at all (a tap lost on a slow phone). The swap waits for the
        // press to end and its click to be handled.
        if (pressing.current) pending.current = Real;
        else swap(Real);
      },
      () => {
        // Offline: the next use tries again.
        loading.current = false;
      },
    );
  }

  function onPointerDown() {
    pressing.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      pressing.current = false;
      const Real = pending.current;
      pending.current = null;
      // After the click this release leads to: it reaches the placeholder (onSubmit).
      if (Real) setTimeout(() => swap(Real), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }

  // A field or the send button in use; another control in the form (the kit's privacy policy
  // opener) keeps its own state, which a swap would lose.
  function onUse(event: SyntheticEvent) {
    const target = event.target;
    if (target instanceof HTMLButtonElement ? target.type === 'submit' : target instanceof Element && target.matches('input, select, textarea')) {
      start();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted.current = true;
    start();
  }

  if (loaded) return <loaded.Real {...props} carried={loaded.carried} />;
  return (
    <>
      <form
        ref={placeholder}
        noValidate
        onSubmit={onSubmit}
        onFocus={onUse}
        onInput={onUse}
        onPointerDown={onPointerDown}
        {...formProps}
      >
        {children}
      </form>
      {after}
    </>
  );
}
