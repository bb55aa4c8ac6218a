"""Shared test helpers (mcr_cases, parity, gb_oracle, ...) live beside this
file; make them importable from every test folder."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
