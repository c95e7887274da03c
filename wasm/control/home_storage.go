package control

import "mahjong/wasm/store"

// The home's keys go through these: the embedded game keeps its things under keys of its own
// (store.EmbedKey), apart from the site's.

// storageKey is the key the page keeps key under: the embedded game's own, or key.
func (h *home) storageKey(key string) string {
	if h.embedded {
		return store.EmbedKey(key)
	}
	return key
}

func (h *home) storageGet(key string) (value string, found bool, err error) {
	return h.storage.Get(h.storageKey(key))
}

func (h *home) storageSet(key, value string) error {
	return h.storage.Set(h.storageKey(key), value)
}

func (h *home) storageRemove(key string) { h.storage.Remove(h.storageKey(key)) }
