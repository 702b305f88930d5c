import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';

const CONFIRM_MS = 2000;

/**
 * Behaviour for the pre-rendered content's widgets, by event delegation on the document so it
 * covers every page and every navigation: copy buttons copy their block's code and confirm,
 * tab lists switch panels (click, arrow keys, Home/End).
 */
export function useContentEnhancements() {
  const t = useT();
  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const copy = target.closest<HTMLButtonElement>('[data-copy]');
      if (copy) return copyCode(copy, t('code.copied'), t('code.copiedSuccessfully'));
      const tab = target.closest<HTMLButtonElement>('[role="tab"]');
      if (tab) selectTab(tab);
    };
    const onKey = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]');
      if (!tab) return;
      const tabs = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
      const rtl = getComputedStyle(tab).direction === 'rtl';
      const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
      const index = tabs.indexOf(tab);
      const next =
        step !== undefined ? tabs[(index + step + tabs.length) % tabs.length] : event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs.at(-1) : undefined;
      if (!next) return;
      event.preventDefault();
      selectTab(next);
      next.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [t]);
}

/** Copies the button's `data-copy` text, or when it is empty the code of its block. */
async function copyCode(button: HTMLButtonElement, copied: string, announce: string) {
  const code = button.dataset.copy || (button.closest('.code-block')?.querySelector('pre')?.textContent ?? '');
  await navigator.clipboard.writeText(code);
  button.dataset.copied = '';
  button.textContent = copied;
  const live = document.getElementById('live-region');
  if (live) live.textContent = announce;
  setTimeout(() => {
    delete button.dataset.copied;
    button.textContent = '';
    if (live) live.textContent = '';
  }, CONFIRM_MS);
}

function selectTab(tab: HTMLButtonElement) {
  const list = tab.closest('[role="tablist"]')!;
  for (const other of list.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls')!);
    if (panel) panel.toggleAttribute('data-selected', selected);
  }
}
