import { createElement, lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export type LazyPage = { Page: ComponentType; preload: () => Promise<void> };

// A page whose code loads when it is first shown. preload() loads it ahead, for the page a visit
// opens with (app/app.tsx), so that page is in the app's first render: were it to suspend there
// instead, React would commit the spinner and hold the page back for at least 300 ms.
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const Lazy = lazy(load);
  let loaded: ComponentType | undefined;
  return {
    Page: function Page() {
      return loaded ? createElement(loaded) : <Lazy />;
    },
    // A failed preload leaves the page to its lazy load, whose error the app shows.
    preload: () =>
      load().then(
        (module) => {
          loaded = module.default;
        },
        () => {},
      ),
  };
}
