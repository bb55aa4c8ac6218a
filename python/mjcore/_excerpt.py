"""repr() cut short, for error messages: a message quotes a bounded part of the input, however
large the input is."""

# No `from __future__ import annotations` and reprlib imported on the first message: a fresh
# process imports this module with mjcore and, unless it errs, never quotes anything.

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

_excerpt: "Callable[[object], str] | None" = None


def excerpt(value: object) -> str:
    """repr(value), cut to a bounded length."""
    global _excerpt
    if _excerpt is None:
        _excerpt = _make_excerpt()
    return _excerpt(value)


def _make_excerpt() -> "Callable[[object], str]":
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

    return _Excerpt().repr
