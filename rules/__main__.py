import os
import sys

from .cli import main

if __name__ == "__main__":
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader stopped early (``| head``): nothing to report. Standard output goes to
        # the null device, so that Python's own flush at exit does not fail in its turn.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 1
    sys.exit(status)
