"""`import mjcore` loads the ruleset machinery (validation, settlement) only when it is used:
scoring a built-in ruleset and shanten need none of it, and every name still resolves."""

from __future__ import annotations

import subprocess
import sys

PROGRAM = """
import sys, mjcore
hand = mjcore.Hand.parse("1112345678999m", win="5m")
assert mjcore.score(hand, "zung-jung").total == 480 and mjcore.shanten(hand) == -1
print(sorted(m for m in sys.modules if m.startswith(("mjcore.ruleset", "mjcore.settlement"))))
from mjcore import Ruleset, settle
assert mjcore.get_ruleset("mcr").minimum == 8 and isinstance(mjcore.get_ruleset("mcr"), Ruleset)
assert settle(mjcore.score(hand), winner=0)[0] > 0
assert mjcore.rulesets.names() and mjcore.rulesets.catalogue.PATTERN_IDS
assert {"Ruleset", "get_ruleset", "settle", "ruleset"} <= set(dir(mjcore))
try:
    mjcore.no_such_name
except AttributeError as e:
    print(e)
"""


def test_scoring_and_shanten_load_no_ruleset_machinery_and_every_name_resolves() -> None:
    out = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, check=True).stdout
    loaded, missing = out.splitlines()
    assert loaded == "[]"
    assert missing == "module 'mjcore' has no attribute 'no_such_name'"
