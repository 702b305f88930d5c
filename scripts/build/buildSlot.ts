/**
 * A place where the build's configuration leaves something for the pages it pre-renders (the
 * highlighting workers, the search index being fed). Vite loads the configuration's plugins and
 * Vike the server bundle's pages as two module graphs in one process, each with its own copy of
 * the modules they share; a symbol registered process-wide is what both copies find. Empty
 * outside a build (dev server, tests), where the pages do the work themselves or skip it.
 */
export interface BuildSlot<T> {
  get(): T | undefined;
  set(value: T | undefined): void;
}

export function buildSlot<T>(name: string): BuildSlot<T> {
  const key = Symbol.for(`bob.build.${name}`);
  const registry = globalThis as { [key: symbol]: T | undefined };
  return {
    get: () => registry[key],
    set: (value) => {
      registry[key] = value;
    },
  };
}
