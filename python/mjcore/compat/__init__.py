"""Drop-in replacements for other libraries' APIs (switch with one import line)."""
