import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// A menu behind a button (the site's on small screens, the admin's side menu): any navigation
// (link, back button) closes it, and Escape closes it and gives the focus back to its button.
export function useNavMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The page the menu was last seen on; a new one closes it during this render, before paint.
  const [shownOn, setShownOn] = useState(pathname);
  if (pathname !== shownOn) {
    setShownOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, button, toggle: () => setOpen((isOpen) => !isOpen), close: () => setOpen(false) };
}
