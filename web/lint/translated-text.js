import path from 'node:path';

// The public site speaks English and Spanish, so every word a visitor reads or hears comes from
// the catalogues (lib/i18n.ts t(), internal/i18n/messages/*.json). This rule finds words typed
// into a public component instead: text between JSX tags, a string in a JSX expression, a
// string given to an attribute people read (aria-label, alt, title, placeholder, and the
// props this app passes on to them), and a sentence-like string anywhere else (a capital, a
// space, then more words). The admin's own screens stay in English and are not checked, nor is
// shared code only they use (the adminOnly option, paths under src/).
// A string that is not for people (an analytics event's name) says so with a disable comment.
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'heading',
  'description',
  'message',
  'submitLabel',
  'pendingLabel',
  'emptyText',
]);
const LETTER = /\p{L}/u;
const SENTENCE = /^\s*\p{Lu}[\p{L}'’]*[\s,]+\p{L}/u;

function isPublic(file, srcDir, adminOnly) {
  const rel = path.relative(srcDir, file).split(path.sep).join('/');
  if (rel.startsWith('..') || /\.test\.[jt]sx?$/.test(rel)) return false;
  if (adminOnly.some((prefix) => rel.startsWith(prefix))) return false;
  if (/^(testing|config|types)\//.test(rel)) return false;
  if (/^features\/admin-/.test(rel) || /^app\/routes\/admin\//.test(rel)) return false;
  return /^(app|components|features|hooks|lib)\//.test(rel);
}

// Strings that are code, not words: imports, class names, keys, the catalogue's own keys.
function isCode(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration') return true;
  if (parent.type === 'ImportExpression') return true;
  if (parent.type === 'Property' && parent.key === node) return true;
  if (parent.type === 'TSLiteralType' || parent.type === 'TSEnumMember') return true;
  if (parent.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 't') return true;
  if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression' && parent.callee.object.type === 'Identifier' && parent.callee.object.name === 'console') return true;
  if (parent.type === 'JSXAttribute') return true; // judged by attribute name below
  return false;
}

function attributeName(node) {
  // <X label="…"> or <X label={'…'}>
  let p = node.parent;
  if (p?.type === 'JSXExpressionContainer') p = p.parent;
  if (p?.type !== 'JSXAttribute') return null;
  return typeof p.name.name === 'string' ? p.name.name : null;
}

export const translatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Public components take every word from the catalogues.' },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' }, adminOnly: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const srcDir = path.resolve(context.options[0]?.srcDir ?? 'src');
    if (!isPublic(context.filename, srcDir, context.options[0]?.adminOnly ?? [])) return {};
    const report = (node, text) =>
      context.report({ node, message: `Untranslated text ${JSON.stringify(text.trim().slice(0, 40))}: take it from the catalogue with t().` });
    const checkString = (node, text) => {
      if (typeof text !== 'string' || !LETTER.test(text)) return;
      const attr = attributeName(node);
      if (attr !== null) {
        if (READ_ATTRIBUTES.has(attr)) report(node, text);
        return;
      }
      if (node.parent?.type === 'JSXExpressionContainer' && node.parent.parent?.type === 'JSXElement') {
        report(node, text);
        return;
      }
      if (!isCode(node) && SENTENCE.test(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      Literal(node) {
        checkString(node, node.value);
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ');
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        checkString(node, text);
      },
    };
  },
};
