import type { ComponentType } from 'react';

/**
 * Route `lazy` loaders for one area's page registry. Every page of an area comes from the same
 * dynamic import, so the bundler emits the area as one chunk, loaded on its first visit.
 */
export function lazyPages<TPages extends Record<string, ComponentType>>(load: () => Promise<TPages>) {
  return (name: keyof TPages) => async () => ({ Component: (await load())[name] });
}
