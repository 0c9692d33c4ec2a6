import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadAllTexts, loadGuestTexts } from '../lib/i18n/i18n.ts';

type TAreaOptions = {
  /**
   * 'guest' for the guest screens after the menu (they wait for the guest texts only); other areas
   * wait for every text (sign-in, admin; see lib/i18n/i18n.ts).
   */
  texts?: 'guest' | 'all';
};

const TEXT_LOADERS = { guest: loadGuestTexts, all: loadAllTexts };

/**
 * One area's pages as lazily loaded components. Every page of an area comes from the same dynamic
 * import, so the bundler emits the area as one chunk, loaded on its first visit. Returns a
 * component that renders the named page; each name gets one React.lazy, created on first use.
 */
export function lazyArea<TPages extends Record<string, ComponentType>>(
  load: () => Promise<TPages>,
  { texts = 'all' }: TAreaOptions = {},
) {
  const pages = new Map<keyof TPages, LazyExoticComponent<ComponentType>>();
  const loadWithTexts = async () => {
    const [loaded] = await Promise.all([load(), TEXT_LOADERS[texts]()]);
    return loaded;
  };
  const pageFor = (name: keyof TPages) => {
    let page = pages.get(name);
    if (!page) {
      page = lazy(async () => ({ default: (await loadWithTexts())[name] }));
      pages.set(name, page);
    }
    return page;
  };
  return function AreaPage({ name }: { name: keyof TPages }) {
    const Page = pageFor(name);
    return <Page />;
  };
}

/** An area bundled with the app itself (the table's first screens): lazyArea's shape, without the wait. */
export function eagerArea<TName extends string>(pages: Record<TName, ComponentType>) {
  return function AreaPage({ name }: { name: TName }) {
    const Page: ComponentType = pages[name];
    return <Page />;
  };
}
