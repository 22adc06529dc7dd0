import { describe, expect, it } from 'vitest';

import { createQueryClient } from '@/lib/react-query';
import { dropServerTitle, seedFromPage } from '@/lib/page-data';

describe('seedFromPage', () => {
  it('puts the embedded data into the query cache under its keys', () => {
    document.body.innerHTML =
      '<script type="application/json" id="storyshelf-data">[{"key":["books"],"data":[{"id":"1"}]},{"key":["book","a-12345678"],"data":{"id":"x"}}]</script>';
    const qc = createQueryClient();
    seedFromPage(qc);
    expect(qc.getQueryData(['books'])).toEqual([{ id: '1' }]);
    expect(qc.getQueryData(['book', 'a-12345678'])).toEqual({ id: 'x' });
    expect(document.getElementById('storyshelf-data')).toBeNull();
  });

  it('ignores a missing or damaged script', () => {
    document.body.innerHTML = '<script type="application/json" id="storyshelf-data">{oops</script>';
    const qc = createQueryClient();
    expect(() => seedFromPage(qc)).not.toThrow();
    expect(qc.getQueryCache().getAll()).toHaveLength(0);
  });

  it('drops the server title', () => {
    document.head.innerHTML = '<title>Server</title>';
    dropServerTitle();
    expect(document.head.querySelector('title')).toBeNull();
  });
});
