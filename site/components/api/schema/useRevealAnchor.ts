import { useEffect, type RefObject } from 'react';

/**
 * Makes a link to a node inside the viewer land on something visible: when the URL's fragment
 * names an element under `root` (on load and on every hash change), the closed `<details>`
 * around it are opened and the variant tabs hiding it selected, then it is scrolled to once
 * React has shown it. Browsers only scroll to what is already visible.
 */
export function useRevealAnchor(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const reveal = () => {
      const container = root.current;
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!container || !target || !container.contains(target)) return;
      let hidden = false;
      for (let element: HTMLElement | null = target.parentElement; element && element !== container; element = element.parentElement) {
        if (element instanceof HTMLDetailsElement && !element.open) {
          element.open = true;
          hidden = true;
        }
      }
      for (let element: HTMLElement | null = target; element && element !== container; element = element.parentElement) {
        if (element.getAttribute('role') === 'tabpanel' && !element.hasAttribute('data-selected')) {
          document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.click();
          hidden = true;
        }
      }
      if (hidden) requestAnimationFrame(() => target.scrollIntoView());
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [root]);
}
