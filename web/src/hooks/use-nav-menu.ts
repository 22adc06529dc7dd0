import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// The links and buttons of a menu's panel that Tab reaches.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

// A menu behind a button (the site's on small screens, the admin's side menu): any navigation
// (link, back button) closes it, and Escape closes it and gives the focus back to its button.
// With its panel given, Tab and Shift+Tab stay within the button and the panel while it is open
// and the button shows (a phone's screen), as in a dialog.
export function useNavMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
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
      } else if (event.key === 'Tab') {
        keepFocusWithin(event, button.current, panel.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, button, panel, toggle: () => setOpen((isOpen) => !isOpen), close: () => setOpen(false) };
}

// Tab from the panel's last control goes back to the button, Shift+Tab from the button to that
// last control; focus anywhere else comes back to the button. Not while the button is hidden (a
// wide screen shows the menu beside the page, and Tab goes on to the page).
function keepFocusWithin(event: KeyboardEvent, button: HTMLButtonElement | null, panel: HTMLElement | null) {
  if (!button || !panel || getComputedStyle(button).display === 'none') return;
  const controls = [button, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const at = controls.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + controls.length) % controls.length;
  event.preventDefault();
  controls[next]!.focus();
}
