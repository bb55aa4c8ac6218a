"""repr() cut short, for error messages: a message quotes a bounded part of the input, however
large the input is."""

from __future__ import annotations

import reprlib


class _Excerpt(reprlib.Repr):
    def __init__(self) -> None:
        super().__init__()
        self.maxstring = self.maxother = 80
        self.maxlong = 40

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:  # repr() itself refuses ints of more than 4300 digits
            return f"<an integer of {x.bit_length()} bits>"
        return super().repr_int(x, level)


excerpt = _Excerpt().repr
