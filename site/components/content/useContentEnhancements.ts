import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';

const CONFIRM_MS = 2000;
/** Where a synced tab group's choice is kept: `bob.tabs.<data-tabs-sync>`. */
const SYNC_PREFIX = 'bob.tabs.';

/**
 * Behaviour for the pre-rendered content's widgets, by event delegation on the document so it
 * covers every page and every navigation: copy buttons copy their block's code (the page's
 * button, the page as Markdown) and confirm,
 * tab lists switch panels (click, arrow keys, Home/End; a menu of more code sample languages
 * too), and tab groups marked `data-tabs-sync="name"` share one remembered choice across pages
 * and open tabs. On each new
 * page (`page`: its URL) the remembered choices are applied and the URL's fragment revealed.
 */
export function useContentEnhancements(page: string) {
  const t = useT();
  useEffect(() => {
    applyRememberedTabs();
    revealTarget();
  }, [page]);
  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const copy = target.closest<HTMLButtonElement>('[data-copy]');
      if (copy) return copyCode(copy, t('code.copied'), t('code.copiedSuccessfully'));
      const copyPage = target.closest<HTMLButtonElement>('[data-copy-page]');
      if (copyPage) return copyPageMarkdown(copyPage, t('code.copied'), t('code.copiedSuccessfully'));
      closeMenus(target);
      const choice = target.closest<HTMLAnchorElement>('[data-sample-choice]');
      if (choice) return chooseFromMenu(event, choice);
      const tab = target.closest<HTMLElement>('[role="tab"]');
      if (tab) {
        // A tab that is a link (the code samples', for readers without JavaScript) goes nowhere.
        event.preventDefault();
        chooseTab(tab);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return closeMenus(null, true);
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
      if (!tab) return;
      // The languages of a menu have tabs only while one is chosen: the keys move between those shown.
      const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')].filter((candidate) => candidate.checkVisibility());
      const rtl = getComputedStyle(tab).direction === 'rtl';
      const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
      const index = tabs.indexOf(tab);
      const next =
        step !== undefined ? tabs[(index + step + tabs.length) % tabs.length] : event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs.at(-1) : undefined;
      if (!next) return;
      event.preventDefault();
      chooseTab(next);
      next.focus();
    };
    const onStorage = (event: StorageEvent) => event.key?.startsWith(SYNC_PREFIX) && applyRememberedTabs();
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    window.addEventListener('storage', onStorage);
    window.addEventListener('hashchange', revealTarget);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('hashchange', revealTarget);
    };
  }, [t]);
}

/** Copies the button's `data-copy` text, or when it is empty the code of its block. */
async function copyCode(button: HTMLButtonElement, copied: string, announce: string) {
  const code = button.dataset.copy || (button.closest('.code-block')?.querySelector('pre')?.textContent ?? '');
  await navigator.clipboard.writeText(code);
  confirmCopied(button, copied, announce);
}

/**
 * Copies the page's Markdown (`/docs/intro` → `/docs/intro.md`, written beside it by the build),
 * fetched now: given to the clipboard as a promise, so the click still counts as the reader's.
 */
async function copyPageMarkdown(button: HTMLButtonElement, copied: string, announce: string) {
  const url = `${location.pathname.replace(/\/$/, '')}.md`;
  const markdown = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Blob([await response.text()], { type: 'text/plain' });
  });
  await navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown })]);
  confirmCopied(button, copied, announce);
}

/** Says a copy is done, on the button (then back to its `data-label`, or none) and to screen readers. */
function confirmCopied(button: HTMLButtonElement, copied: string, announce: string) {
  button.dataset.copied = '';
  button.textContent = copied;
  const live = document.getElementById('live-region');
  if (live) live.textContent = announce;
  setTimeout(() => {
    delete button.dataset.copied;
    button.textContent = button.dataset.label ?? '';
    if (live) live.textContent = '';
  }, CONFIRM_MS);
}

/**
 * A language chosen from a menu of more (CodeSamples.tsx): its tab, which shows while it is
 * chosen, is selected and focused as if clicked, and the menu closes.
 */
function chooseFromMenu(event: MouseEvent, choice: HTMLAnchorElement) {
  const tab = [...(choice.closest('[data-tabs-sync]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((candidate) => tabLabel(candidate) === choice.dataset.sampleChoice);
  if (!tab) return;
  event.preventDefault();
  chooseTab(tab);
  closeMenus(null);
  tab.focus();
}

/** Closes the open menus of more languages but the one `target` is in; on Escape, focus goes back to its summary. */
function closeMenus(target: HTMLElement | null, refocus = false) {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.sample-menu[open]')) {
    if (target && menu.contains(target)) continue;
    menu.open = false;
    if (refocus && menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
  }
}

/** A reader's choice: selected here, and in a synced group remembered and applied to its twins. */
function chooseTab(tab: HTMLElement) {
  selectTab(tab);
  const group = tab.closest<HTMLElement>('[data-tabs-sync]')?.dataset.tabsSync;
  if (!group) return;
  localStorage.setItem(SYNC_PREFIX + group, tabLabel(tab));
  applyRememberedTabs();
}

function applyRememberedTabs() {
  for (const group of document.querySelectorAll<HTMLElement>('[data-tabs-sync]')) {
    const label = localStorage.getItem(SYNC_PREFIX + group.dataset.tabsSync);
    const tab = [...group.querySelectorAll<HTMLElement>('[role="tab"]')].find((candidate) => tabLabel(candidate) === label);
    if (tab && tab.getAttribute('aria-selected') !== 'true') selectTab(tab);
  }
}

const tabLabel = (tab: HTMLElement) => tab.dataset.label ?? tab.textContent ?? '';

/**
 * Makes a link into collapsed or tabbed content land on something visible: when the URL's
 * fragment names an element, the closed `<details>` it is or is in are opened and the tabs
 * hiding it selected, then it is scrolled to. Browsers only scroll to what is already visible.
 */
function revealTarget() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  let hidden = false;
  // A link to a collapsed section (a response) means to read it: it opens too.
  for (let element: HTMLElement | null = target; element; element = element.parentElement) {
    if (element instanceof HTMLDetailsElement && !element.open) {
      element.open = true;
      hidden = true;
    }
  }
  for (let element: HTMLElement | null = target; element; element = element.parentElement) {
    if (element.getAttribute('role') === 'tabpanel' && !element.hasAttribute('data-selected')) {
      const tab = document.getElementById(element.getAttribute('aria-labelledby') ?? '');
      if (tab?.getAttribute('role') === 'tab') selectTab(tab);
      hidden = true;
    }
  }
  if (hidden) requestAnimationFrame(() => target.scrollIntoView());
}

function selectTab(tab: HTMLElement) {
  const list = tab.closest('[role="tablist"]')!;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls')!);
    if (panel) panel.toggleAttribute('data-selected', selected);
  }
  scrollIntoRow(tab, list);
}

/**
 * A tab list that scrolls sideways (the code samples' on a phone, api.css) shows its selected tab:
 * the list is scrolled, never the page. In either direction: the offsets are the screen's.
 */
function scrollIntoRow(tab: HTMLElement, list: Element) {
  if (list.scrollWidth <= list.clientWidth) return;
  const row = list.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  list.scrollLeft += left < row.left ? left - row.left : right > row.right ? right - row.right : 0;
}
