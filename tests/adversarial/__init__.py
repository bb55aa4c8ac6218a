"""The adversarial test of issue 24: every public entry point fed hostile arguments.

One job per module:

- :mod:`adversarial.contract` - what a call may do: the exceptions and messages allowed,
  and the expectations a case can carry (rejected, equal to an equivalent call, ...);
- :mod:`adversarial.values` - the hostile values, by kind of argument;
- :mod:`adversarial.entries` - the table of per-hand entry points, their valid baseline
  calls and which kind of value each argument takes;
- :mod:`adversarial.batch_oracle` - batch rows recomputed with the per-hand API;
- :mod:`adversarial.families` - the families (groups of entry points) and their cases;
- :mod:`adversarial.runner` - the child process that runs one family;
- :mod:`adversarial.harness` - the parent side: runs a child, turns a crash or a hang
  into a failure naming the input.

Arrays rewritten by another thread during a batch call are tests/test_racing_writers.py's.

Everything is seeded and bounded; the environment variables:

- ``MJCORE_ADVERSARIAL_SEED`` (default 24): the seed of every random case;
- ``MJCORE_ADVERSARIAL_CALLS`` (default 40, 2000 in the thorough run): random calls per family, on top of the fixed
  cases (every argument fed every value of its pool);
- ``MJCORE_ADVERSARIAL_JOBS`` (default 2): family children run at once;
- ``MJCORE_ADVERSARIAL_TIMEOUT`` (default 120 + CALLS / 2 seconds): a family's whole run;
- ``MJCORE_ADVERSARIAL_TIMING`` (a file): each call's duration, for finding slow inputs.

One input again: ``cd <repo> && PYTHONPATH=tests python -m adversarial.runner FAMILY
--seed S --calls N --only INDEX`` (every failure message prints this command).
"""
