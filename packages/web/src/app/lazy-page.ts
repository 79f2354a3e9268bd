// Lazily loaded pages. A chunk that fails to load while the browser is offline is fetched again once
// the connection returns, instead of failing the page (the no-internet overlay shows meanwhile).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

async function loadWithRetry<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (navigator.onLine) throw error;
    await whenOnline();
    return load();
  }
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** `lazy()` for a named export of a module. */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => ({ default: (await loadWithRetry(load))[name] as ComponentType<PropsOf<M[K]>> }));
}
