"""`import mjcore` loads the ruleset machinery (validation, settlement) only when it is used:
scoring a built-in ruleset and shanten need none of it, and every name still resolves (the
settlement entry points for every ruleset among them)."""

from __future__ import annotations

import subprocess
import sys

PROGRAM = """
import sys, mjcore
hand = mjcore.Hand.parse("1112345678999m", win="5m")
assert mjcore.score(hand, "zung-jung").total == 480 and mjcore.shanten(hand) == -1
print(sorted(m for m in sys.modules if m.startswith(("mjcore.ruleset", "mjcore.settlement"))))
from mjcore import Ruleset, settle, settle_false_win
assert mjcore.get_ruleset("mcr").minimum == 8 and isinstance(mjcore.get_ruleset("mcr"), Ruleset)
assert settle(mjcore.score(hand), winner=0)[0] > 0
assert settle(mjcore.score(hand, "hong-kong", self_drawn=True), winner=0) == [384, -128, -128, -128]
assert settle_false_win("hong-kong", offender=0) == [-1152, 384, 384, 384]
assert mjcore.rulesets.names() and mjcore.rulesets.catalogue.PATTERN_IDS
assert {"Ruleset", "get_ruleset", "settle", "settle_false_win", "ruleset"} <= set(dir(mjcore))
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


def test_the_package_and_its_batch_api_load_neither_arrow_nor_dask() -> None:
    # mjcore.columnar and mjcore.dask bring them, for the programs that use them: a cold start
    # of the rest pays nothing for them.
    program = "import sys, mjcore, mjcore.batch; print(sorted({m.split('.')[0] for m in sys.modules} & {'pyarrow', 'dask', 'distributed', 'pandas'}))"
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_import_loads_neither_typing_nor_re() -> None:
    # Together they were most of `import mjcore`'s time; annotations are strings (from
    # __future__ import annotations) and names for type checkers are behind TYPE_CHECKING.
    program = ("import sys; before = set(sys.modules); import mjcore; "
               "print(sorted({'typing', 're', 'dataclasses', 'inspect'} & (set(sys.modules) - before)))")
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


COLD_START = """
import sys
before = set(sys.modules)
import mjcore
hand = mjcore.Hand.parse("123m456p789s5z", win="5z", melds=["pung 222z"])
assert mjcore.shanten(mjcore.Hand.parse("123m456p789s1122z")) == 0
assert mjcore.score(hand, seat_wind="S").total > 0 and len(mjcore.decompose(hand)) == 1
print(sorted({"enum", "collections", "collections.abc", "importlib", "warnings"} & (set(sys.modules) - before)))
"""


def test_a_bot_turn_loads_neither_enum_nor_collections() -> None:
    # What a Botzone bot does in the process it is started for each turn: Python's enum and
    # collections modules were two thirds of importing mjcore, and such a turn meets no enum
    # member and no UsefulTiles. Nor importlib (and the warnings it imports), which reading a
    # name mjcore makes on first read once imported: 1.5 M instructions.
    out = subprocess.run([sys.executable, "-c", COLD_START], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


LATE_TYPES = """
import pickle, sys
from collections.abc import Mapping
import mjcore
assert issubclass(mjcore.UsefulTiles, Mapping)
reading = mjcore.decompose(mjcore.Hand.parse("1112345678999m", win="1m"))[0]
assert reading.form is mjcore.Form.REGULAR and reading.wait is mjcore.WaitType.TWO_SIDED
assert pickle.loads(pickle.dumps(mjcore.Seat.LEFT)) is mjcore._core.Seat.LEFT
print(mjcore.Form.__module__, mjcore.Form.__qualname__, [(m.name, m.value) for m in mjcore.MeldKind])
"""


def test_the_types_made_on_first_use_are_the_ones_every_name_reaches() -> None:
    out = subprocess.run([sys.executable, "-c", LATE_TYPES], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "mjcore._core Form [('CHOW', 0), ('PUNG', 1), ('KONG', 2)]"


def test_a_useful_tiles_answer_is_a_mapping_before_the_type_is_named() -> None:
    program = ("from collections.abc import Mapping; import mjcore._core as core; "
               "print(isinstance(core.useful_tiles('123m456p789s1122z'), Mapping))")
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "True"


LATE_MODULES = """
import mjcore._core as core
print("Form" in dir(core), "Form" in vars(core), "MahjongShanten" in vars(core.compat))
shanten = core.compat.MahjongShanten  # fills the submodule
print("MahjongShanten" in vars(core.compat), "MahjongShanten" in dir(core.compat), core.Form.__name__)
for module in (core, core.compat, core.batch, core.game):
    try:
        module.no_such_name
    except AttributeError as e:
        print(e)
print(hasattr(core, "__path__"), hasattr(core.batch, "__path__"))
"""


def test_the_compiled_modules_make_names_on_first_read_and_refuse_missing_ones() -> None:
    # The import system asks a module for names it lacks (__path__ on every `from module import
    # name`): the compiled hooks answer with a plain AttributeError naming the module.
    out = subprocess.run([sys.executable, "-c", LATE_MODULES], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == [
        "True False False",
        "True True Form",
        "module 'mjcore._core' has no attribute 'no_such_name'",
        "module 'mjcore._core.compat' has no attribute 'no_such_name'",
        "module 'mjcore._core.batch' has no attribute 'no_such_name'",
        "module 'mjcore._core.game' has no attribute 'no_such_name'",
        "False False",
    ]


DROP_IN_TURN = """
import sys
from mjcore.compat.mahjonggb import MahjongFanCalculator, MahjongShanten, meld_from_pack
assert MahjongShanten((), tuple("W1 W2 W3 B4 B5 B6 T7 T8 T9 F1 F1 F2 F2".split())) == 0
assert MahjongFanCalculator((("PENG", "F2", 1),), tuple("W1 W2 W3 B4 B5 B6 T7 T8 T9 J3".split()), "J3",
                            0, False, False, False, False, 1, 0)
core = sys.modules["mjcore._core"]
print(sorted({"Hand", "Meld", "Score", "score", "shanten"} & set(vars(core))))
print(meld_from_pack(("PENG", "F2", 1)))  # needs the Meld type: registers the core API
import mjcore
print(mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).explain().fans[0].zh)
"""


def test_a_drop_in_turn_registers_none_of_the_native_api_and_it_still_works_after() -> None:
    # A PyMahjongGB bot that changed its import line reads only mjcore._core.compat.
    out = subprocess.run([sys.executable, "-c", DROP_IN_TURN], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["[]", "Meld.parse('pung 222z@left')", "九莲宝灯"]


RACE = """
import gc, threading, time
import mjcore._core as core
read = []
registering = threading.Event()
def reader():
    registering.wait()
    try:
        read.append(core.score.__name__)  # while the main thread is registering the core API
    except AttributeError as e:
        read.append(str(e))
thread = threading.Thread(target=reader)
thread.start()
paused = []
def pause(phase, info):
    # A collection during the registration runs this Python code, so the GIL can pass to the
    # reader midway: hand it over for a while, once, with the registration half done.
    if phase == "start" and not paused and "parse_tiles" in vars(core.tiles) and "score" not in vars(core):
        paused.append(1)
        registering.set()
        time.sleep(0.2)
gc.set_threshold(1)
gc.callbacks.append(pause)
hand = core.Hand  # fills the module
gc.callbacks.remove(pause)
registering.set()  # (had no collection come midway, `paused` says so below)
thread.join()
print(paused, read)
"""


def test_a_thread_reading_the_core_while_another_registers_it_waits_for_it() -> None:
    out = subprocess.run([sys.executable, "-c", RACE], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[1] ['score']"
