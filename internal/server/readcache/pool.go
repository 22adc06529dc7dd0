package readcache

import (
	"container/list"
	"hash/maphash"
)

// cacheEntry is one kept answer, in its pool's use order.
type cacheEntry struct {
	key    string
	answer *cachedAnswer
	bytes  int64
	pool   *cachePool
	elem   *list.Element
}

// entryOverhead stands for what an entry costs beyond its bytes: the entry,
// the answer, the map slot and list element, the slice and header headers.
const entryOverhead = 512

// size is what the entry holds in memory: the key, every encoding kept (at
// their capacity, which is what is allocated), the ETag and headers.
func (e *cacheEntry) size() int64 {
	a := e.answer
	n := len(e.key) + cap(a.body) + cap(a.gz) + cap(a.br) + len(a.etag) + entryOverhead
	for k, vs := range a.header {
		n += len(k)
		for _, v := range vs {
			n += len(v)
		}
	}
	return int64(n)
}

// cachePool is a share of the cache's bytes, its entries in order of use,
// the most recent first.
type cachePool struct {
	budget, bytes int64
	order         list.List
}

func (p *cachePool) add(e *cacheEntry) {
	e.elem = p.order.PushFront(e)
	p.bytes += e.bytes
}

func (p *cachePool) touch(e *cacheEntry) { p.order.MoveToFront(e.elem) }

func (p *cachePool) remove(e *cacheEntry) {
	p.order.Remove(e.elem)
	p.bytes -= e.bytes
}

// evict removes and returns the least recently used entry.
func (p *cachePool) evict() *cacheEntry {
	e := p.order.Back().Value.(*cacheEntry)
	p.remove(e)
	return e
}

func (p *cachePool) clear() {
	p.order.Init()
	p.bytes = 0
}

// doorkeeper remembers which keys were built once already, so that a full
// pool is only disturbed by an address asked for a second time. A page
// readers load comes back; a stranger's endless one-off addresses (every
// path under /admin/ is the admin page, a book is found by its short id
// whatever slug precedes it) never displace it. It holds hashes, not keys,
// and forgets them all when it holds maxDoorkeeperKeys.
type doorkeeper struct {
	seed maphash.Seed
	keys map[uint64]struct{}
}

const maxDoorkeeperKeys = 16384 // 16 bytes a key or so: a few hundred KiB at most

// again records key and reports whether it had been recorded before.
func (d *doorkeeper) again(key string) bool {
	if d.keys == nil {
		d.seed, d.keys = maphash.MakeSeed(), map[uint64]struct{}{}
	}
	h := maphash.String(d.seed, key)
	if _, ok := d.keys[h]; ok {
		return true
	}
	if len(d.keys) >= maxDoorkeeperKeys {
		clear(d.keys)
	}
	d.keys[h] = struct{}{}
	return false
}
