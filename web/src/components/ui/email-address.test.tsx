import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmailAddress } from './email-address';

// The address as markup, <wbr> as '|' and a part kept whole as [..].
const shape = (el: Element) =>
  el.innerHTML.replace(/<wbr>/g, '|').replace(/<span class="whitespace-nowrap">(.*?)<\/span>/g, '[$1]');

describe('EmailAddress', () => {
  it('may wrap after the @ and before each dot, never after a hyphen, and anywhere only as a last resort', () => {
    const { container } = render(<EmailAddress email="christopher.alexander@primary-school.example.org" />);
    const address = container.firstElementChild!;
    expect(address.textContent).toBe('christopher.alexander@primary-school.example.org');
    expect(shape(address)).toBe('christopher|.alexander@|primary[-s]chool|.example|.org');
    expect(address).toHaveClass('wrap-anywhere');
    expect(address).not.toHaveClass('break-all');
  });

  it('shows an address without dots or hyphens with its one wrap point', () => {
    const { container } = render(<EmailAddress email="sam@localhost" />);
    expect(shape(container.firstElementChild!)).toBe('sam@|localhost');
  });
});
