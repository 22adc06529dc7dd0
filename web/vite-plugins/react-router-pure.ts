import type { Plugin } from 'vite';

// React Router's build creates its contexts and components at module level
// with React.createContext / forwardRef / memo, unannotated, and then sets a
// displayName on each. To the bundler both look like side effects, so every
// component it exports (Form, ScrollRestoration, …) lands in every page's
// bundle whether the app uses it or not. The calls are pure and the names
// only serve React's dev tools: annotate the one and drop the other, and the
// unused parts shake out (about 1.3 KB gzipped per page).
const chunk = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/?]+\.mjs(\?[\w-]+)?$/;

export function reactRouterPure(): Plugin {
  return {
    name: 'storyshelf:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: chunk },
      handler(code) {
        return code
          .replace(/\b(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1')
          .replace(/^\w+\.displayName = "\w+";$/gm, '');
      },
    },
  };
}
