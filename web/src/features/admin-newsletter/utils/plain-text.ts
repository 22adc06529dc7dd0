// The plain-text part of an issue, made from the same HTML the editor writes: headings and
// paragraphs as lines, list items with a dash or their number, a link as "text (url)", the
// button as "label: url", an image as its alt text (none when it has none).

function inline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const tag = node.tagName.toLowerCase();
  if (tag === 'br') return '\n';
  if (tag === 'img') return node.getAttribute('alt')?.trim() ?? '';
  const text = Array.from(node.childNodes).map(inline).join('');
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    const label = text.trim();
    if (!href || href === label) return label || href;
    if (node.classList.contains('button')) return `${label}: ${href}`;
    return label ? `${label} (${href})` : href;
  }
  return text;
}

function blocks(parent: Element): string[] {
  const out: string[] = [];
  let loose = '';
  const flush = () => {
    if (loose.trim()) out.push(loose.trim());
    loose = '';
  };
  for (const node of Array.from(parent.childNodes)) {
    const tag = node instanceof Element ? node.tagName.toLowerCase() : '';
    if (tag === 'ul' || tag === 'ol') {
      flush();
      const items = Array.from((node as Element).children).filter((c) => c.tagName.toLowerCase() === 'li');
      out.push(items.map((li, n) => `${tag === 'ol' ? `${n + 1}.` : '-'} ${blocks(li).join(' ')}`).join('\n'));
    } else if (/^(p|h[1-6]|div|blockquote|li)$/.test(tag)) {
      flush();
      const text = blocks(node as Element).join('\n');
      if (text) out.push(text);
    } else {
      loose += inline(node);
    }
  }
  flush();
  return out.map((b) => b.replace(/[ \t]+\n/g, '\n').replace(/[ \t]{2,}/g, ' ')).filter(Boolean);
}

export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return blocks(doc.body).join('\n\n');
}
