"""``python -m mjcore`` runs the command line."""

import sys

from mjcore.cli import main

sys.exit(main())
