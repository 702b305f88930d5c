import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface Props {
  label: ReactNode;
  /** Accessible name of the button when the label alone is not enough. */
  ariaLabel?: string;
  /** The menu's items: links, each rendered inside a list item. */
  children: ReactNode[];
  /** Called when the menu opens: a chance to refresh hrefs from the current URL. */
  onOpen?: () => void;
}

/**
 * A disclosure menu: the button toggles it, Escape closes it and returns focus to the button,
 * and it closes on a click outside or when focus leaves it. Without JavaScript the links are
 * still in the HTML (the CSS shows them on hover and focus-within).
 */
export function Dropdown({ label, ariaLabel, children, onOpen }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="dropdown"
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="navbar-link dropdown-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {label}
      </button>
      {/* Choosing an item closes the menu (a client-side navigation keeps the navbar mounted). */}
      <ul id={menuId} className="dropdown-menu floating-menu" onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </ul>
    </div>
  );
}
