import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { beaconEvents, sendEventsInEachTest, stubBeacon } from '@/testing/beacon';
import { makeBook } from '@/testing/test-utils';

import { BookInfo } from './book-info';

// Store, review and pre-order links count as Store Click events (issue #31) without getting in
// the way of the visit to the store.
const book = makeBook({
  id: 'a835d4ab-1111',
  amazonLink: 'https://www.amazon.com/dp/123',
  reviewLink: 'https://www.goodreads.com/book/123',
  storeLinks: [
    { store: 'bookshop', label: '', url: 'https://bookshop.org/a/1/9781234567890' },
    { store: 'indie', label: "Powell's", url: 'https://www.powells.com/book/seed' },
  ],
});

describe("the book page's store clicks", () => {
  let prevented: boolean[];
  const notePrevented = (event: Event) => prevented.push(event.defaultPrevented);

  sendEventsInEachTest('/books/the-kindness-cloud-a835d4ab');
  beforeEach(() => {
    prevented = [];
    // Seen after React's handlers: whether any of them stopped the link.
    document.addEventListener('click', notePrevented);
  });
  afterEach(() => document.removeEventListener('click', notePrevented));

  it('sends one per click, middle click and Enter, with the book, the store and the page', async () => {
    const sendBeacon = stubBeacon();
    const user = userEvent.setup();
    render(<BookInfo book={book} />);

    fireEvent.click(screen.getByRole('link', { name: /View on Amazon/ }));
    await user.pointer({ keys: '[MouseMiddle]', target: screen.getByRole('link', { name: /Read Reviews/ }) });
    screen.getByRole('link', { name: 'Bookshop.org (opens in a new tab)' }).focus();
    await user.keyboard('{Enter}');
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('link', { name: "Powell's (opens in a new tab)" }) });

    expect(await beaconEvents(sendBeacon)).toEqual(
      ['amazon', 'review', 'bookshop'].map((label) => ({
        name: 'Store Click',
        path: '/books/the-kindness-cloud-a835d4ab',
        referrer: '',
        refId: 'a835d4ab-1111',
        label,
      })),
    );
    expect(prevented).toEqual([false, false]);
  });
});
