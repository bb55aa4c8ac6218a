"""Equality for the records a settlement keeps as the hand goes on (a Round, its Claims): two
records are equal when everything they recorded is, so a Round that was pickled, copied or
sent to another process equals the one it came from."""

from __future__ import annotations

from typing import ClassVar


class EqualByState:
    """Equal to another of its class with equal attributes; mutable, so never hashed."""

    __hash__: ClassVar[None]  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return vars(self) == vars(other)
