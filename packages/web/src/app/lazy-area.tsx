import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * One area's pages as lazily loaded components. Every page of an area comes from the same dynamic
 * import, so the bundler emits the area as one chunk, loaded on its first visit. Returns a
 * component that renders the named page; each name gets one React.lazy, created on first use.
 */
export function lazyArea<TPages extends Record<string, ComponentType>>(load: () => Promise<TPages>) {
  const pages = new Map<keyof TPages, LazyExoticComponent<ComponentType>>();
  const pageFor = (name: keyof TPages) => {
    let page = pages.get(name);
    if (!page) {
      page = lazy(async () => ({ default: (await load())[name] }));
      pages.set(name, page);
    }
    return page;
  };
  return function AreaPage({ name }: { name: keyof TPages }) {
    const Page = pageFor(name);
    return <Page />;
  };
}
