import { ArrowDown, ArrowUp, BookOpen, GripVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Thumbnail } from '@/components/ui/list/thumbnail';
import { useToast } from '@/components/ui/toast';
import { userMessage } from '@/lib/user-message';
import type { Book } from '@/types/api';

import { useResetBookOrder, useSetBookOrder } from '../api/book-order';

export const MSG_ORDER_FAILED = 'Failed to save the order. Please try again.';
export const MSG_RESET_FAILED = 'Failed to reset the order. Please try again.';

// moved returns list with the item at from moved to to.
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

// The owner's order of /books, set by dragging a book by its handle, or from the keyboard: on the
// handle Space (or Enter) picks the book up, the arrow keys move it, Space drops it and Escape
// puts it back; a live region says where it is. The up and down buttons do the same with a tap
// (a phone cannot drag). Nothing is saved until "Save order".
export function BookOrderEditor({ books, onDone }: { books: Book[]; onDone: () => void }) {
  const toast = useToast();
  const save = useSetBookOrder();
  const reset = useResetBookOrder();
  const [order, setOrder] = useState(books);
  const [lifted, setLifted] = useState<{ id: string; from: number } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const helpId = useId();
  const busy = save.isPending || reset.isPending;
  const n = order.length;

  // A moved row is a moved DOM node; its handle keeps the focus.
  useEffect(() => {
    const id = focusAfterMove.current;
    focusAfterMove.current = null;
    if (id) handles.current.get(id)?.focus();
  }, [order]);

  const move = (from: number, to: number, say: (book: Book, position: number) => string) => {
    if (to < 0 || to >= n || from === to) return;
    const book = order[from]!;
    focusAfterMove.current = book.id;
    setOrder(moved(order, from, to));
    setAnnouncement(say(book, to + 1));
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const book = order[index]!;
    const key = event.key;
    if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      if (lifted?.id === book.id) {
        setLifted(null);
        setAnnouncement(`"${book.title}" dropped at position ${index + 1} of ${n}.`);
      } else {
        setLifted({ id: book.id, from: index });
        setAnnouncement(`Picked up "${book.title}", position ${index + 1} of ${n}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`);
      }
    } else if (lifted?.id === book.id && (key === 'ArrowUp' || key === 'ArrowDown')) {
      event.preventDefault();
      move(index, key === 'ArrowUp' ? index - 1 : index + 1, (b, p) => `"${b.title}" moved to position ${p} of ${n}.`);
    } else if (lifted?.id === book.id && key === 'Escape') {
      event.preventDefault();
      setLifted(null);
      move(index, lifted.from, (b, p) => `Move cancelled. "${b.title}" is back at position ${p} of ${n}.`);
      if (index === lifted.from) setAnnouncement(`Move cancelled. "${book.title}" stays at position ${index + 1} of ${n}.`);
    }
  };

  const onSave = () =>
    save.mutate(
      order.map((b) => b.id),
      {
        onSuccess: ({ message }) => {
          toast.show(message);
          onDone();
        },
        onError: (error) => toast.show(userMessage(error, MSG_ORDER_FAILED), { tone: 'error' }),
      },
    );

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.show(message);
        onDone();
      },
      onError: (error) => toast.show(userMessage(error, MSG_RESET_FAILED), { tone: 'error' }),
    });

  return (
    <section aria-labelledby={`${helpId}-heading`} className="space-y-4 rounded-3xl border-2 border-amber-200 bg-amber-50 p-4">
      <h2 id={`${helpId}-heading`} className="font-display text-xl font-bold text-stone-900">
        Custom order
      </h2>
      <p id={helpId} className="text-stone-700">
        Drag a book by its handle to where /books should show it. From the keyboard: focus the handle, press Space to pick the
        book up, the arrow keys to move it, and Space to drop it (Escape puts it back).
      </p>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      <ol className="space-y-2">
        {order.map((book, index) => (
          <li
            key={book.id}
            onDragOver={(event) => {
              if (!dragged) return;
              event.preventDefault();
              const from = order.findIndex((b) => b.id === dragged);
              if (from !== index) setOrder(moved(order, from, index));
            }}
            onDrop={(event) => {
              event.preventDefault();
              const b = order.find((x) => x.id === dragged);
              if (b) setAnnouncement(`"${b.title}" dropped at position ${index + 1} of ${n}.`);
              setDragged(null);
            }}
            className={`flex items-center gap-3 rounded-2xl border-2 bg-white p-2 ${
              lifted?.id === book.id || dragged === book.id ? 'border-orange-700 shadow-md' : 'border-amber-200'
            }`}
          >
            <button
              type="button"
              ref={(el) => {
                if (el) handles.current.set(book.id, el);
                else handles.current.delete(book.id);
              }}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', book.id);
                setDragged(book.id);
              }}
              onDragEnd={() => setDragged(null)}
              onKeyDown={(event) => onHandleKey(event, index)}
              // Leaving the handle drops the book where it is; a handle that loses the focus as its
              // row moves gets it back (the effect above) and keeps the book.
              onBlur={() => {
                if (!focusAfterMove.current && lifted?.id === book.id) setLifted(null);
              }}
              aria-describedby={helpId}
              aria-pressed={lifted?.id === book.id}
              className="cursor-grab rounded-xl p-2 text-stone-700 hover:bg-amber-100 active:cursor-grabbing"
            >
              <GripVertical aria-hidden="true" className="size-5" />
              <span className="sr-only">
                Move &quot;{book.title}&quot;, position {index + 1} of {n}
              </span>
            </button>
            <span aria-hidden="true" className="w-6 text-right font-bold text-stone-700">
              {index + 1}
            </span>
            <Thumbnail src={book.coverImage} icon={BookOpen} />
            <span className="min-w-0 flex-1 break-words font-semibold text-stone-900">{book.title}</span>
            <Button
              variant="ghost"
              className="px-2!"
              disabled={index === 0 || busy}
              onClick={() => move(index, index - 1, (b, p) => `"${b.title}" moved to position ${p} of ${n}.`)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              <span className="sr-only">Move &quot;{book.title}&quot; up</span>
            </Button>
            <Button
              variant="ghost"
              className="px-2!"
              disabled={index === n - 1 || busy}
              onClick={() => move(index, index + 1, (b, p) => `"${b.title}" moved to position ${p} of ${n}.`)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              <span className="sr-only">Move &quot;{book.title}&quot; down</span>
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSave} disabled={busy}>
          {save.isPending ? 'Saving...' : 'Save order'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button variant="ghost" onClick={onReset} disabled={busy}>
          {reset.isPending ? 'Resetting...' : 'Reset to newest first'}
        </Button>
      </div>
    </section>
  );
}
