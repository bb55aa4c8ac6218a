"""Print this project's dependencies and those of the extras named, one per line, from
pyproject.toml (the one list), so CI can fill a test environment before the package is built:

    python .ci/requirements.py test
"""

import re
import sys
from pathlib import Path

try:
    import tomllib
except ImportError:  # Python < 3.11: the project's own dependency for this (tomli)
    import tomli as tomllib

project = tomllib.loads((Path(__file__).parent.parent / "pyproject.toml").read_text(encoding="utf-8"))["project"]
extras = [project["optional-dependencies"][extra] for extra in sys.argv[1:]]
for requirements in [project["dependencies"], *extras]:
    for requirement in requirements:
        name = re.split(r"[\s\[<>=!~;]", requirement, maxsplit=1)[0]
        if name != project["name"]:  # an extra naming the project itself needs it built
            print(requirement)
