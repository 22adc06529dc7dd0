import path from 'node:path';

// The layers of src/ and who may import whom, as bulletproof-react's import/no-restricted-paths
// zones say it: shared code (components, hooks, lib, config, types, utils) imports no feature
// and not the app; a feature imports shared code and its own files, never another feature's
// nor the app's; the app may import anything. Tests and test helpers follow the same rule,
// except src/testing/, which sets up any feature's screens.
const SHARED = ['components', 'hooks', 'lib', 'config', 'types', 'utils'];

// src/features/books/api/x.ts → { area: 'features', feature: 'books' }; outside src → null.
function place(file, srcDir) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [area, feature] = rel.split(path.sep);
  return { area, feature: area === 'features' ? feature : undefined };
}

// Where an import points: '@/…' is src/…; './' and '../' are relative to the importer;
// anything else is a package.
function target(specifier, importer, srcDir) {
  if (specifier.startsWith('@/')) return path.join(srcDir, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

function problem(from, to) {
  if (!from || !to || from.area === 'app' || from.area === 'testing') return null;
  if (from.area === 'features') {
    if (to.area === 'app') return 'A feature may not import from app/.';
    if (to.area === 'features' && to.feature !== from.feature) {
      return `features/${from.feature} may not import from features/${to.feature}: move what both need into shared code (components/, hooks/, lib/, …).`;
    }
    return null;
  }
  if (SHARED.includes(from.area) && (to.area === 'features' || to.area === 'app')) {
    return `Shared code (${from.area}/) may not import from ${to.area}/.`;
  }
  return null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import only shared code and their own files; shared code imports no feature.' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const srcDir = path.resolve(context.options[0]?.srcDir ?? 'src');
    const importer = context.filename;
    const from = place(importer, srcDir);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const file = target(source.value, importer, srcDir);
      const message = file && problem(from, place(file, srcDir));
      if (message) context.report({ node: source, message: `'${source.value}': ${message}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
