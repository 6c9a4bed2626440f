import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Settings, autosaves and user lessons of the app under test go to a throwaway home, never into
# the real user's folders (platformdirs and QSettings read these variables).
_home = tempfile.mkdtemp(prefix="siembra-test-home-")
os.environ["HOME"] = _home
for name, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                  ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
    os.environ[name] = os.path.join(_home, sub)
