"""A seeded random source whose sequence is fixed by this file alone.

Python's `random` only promises `random()` across versions, not `shuffle` or `sample`, so the
library draws from SHA-256 of a key and a counter: the same key gives the same choices on every
Python and every machine.
"""

import hashlib


class Rng:
    """Deterministic choices keyed by strings (a game id, a question id...)."""

    def __init__(self, *key):
        self._key = "\x1f".join(str(part) for part in key).encode("utf-8")
        self._counter = 0

    def _next(self):
        digest = hashlib.sha256(self._key + b"\x1e" + str(self._counter).encode()).digest()
        self._counter += 1
        return int.from_bytes(digest[:8], "big")

    def below(self, n):
        """An integer in 0..<n (the modulo bias of 64 bits against small n does not matter)."""
        if n <= 0:
            raise ValueError("below: n must be positive")
        return self._next() % n

    def shuffled(self, items):
        """A new list with the items in a seeded order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def pick(self, items, count, avoid=()):
        """Up to `count` distinct items, in a seeded order, none of them in `avoid`."""
        pool = [item for item in dict.fromkeys(items) if item not in avoid]
        return self.shuffled(pool)[:count]
