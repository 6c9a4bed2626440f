"""What goes into (and stays out of) Siembra's PyInstaller bundles.

Imported by ``siembra.spec`` and ``bench_bare.spec`` (both add this folder to
``sys.path``), so the application bundle and the bare PySide6 bundle used as
the start-up baseline are built exactly the same way.  Also imported by
``tests/test_packaging.py``.  Standard library only.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGING_DIR.parent
APP_ID = "io.github.siembra.Siembra"

# Qt for Python modules Siembra never imports.  Excluding them keeps PyInstaller's
# PySide6 hooks from pulling in their Qt libraries, plugins and QML files.
EXCLUDED_QT_MODULES = [
    "PySide6." + name
    for name in (
        "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
        "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDBus",
        "QtDesigner", "QtGraphs", "QtHelp", "QtHttpServer", "QtLabsStyleKit", "QtLocation",
        "QtMultimedia", "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth", "QtNfc",
        "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning",
        "QtPrintSupport", "QtQml", "QtQmlFeatures", "QtQuick", "QtQuick3D",
        "QtQuickControls2", "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml",
        "QtSensors", "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql",
        "QtStateMachine", "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel",
        "QtWebEngineCore", "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets",
        "QtWebView", "QtXml",
    )
]

# Pure-Python modules that PyInstaller would otherwise drag in through optional imports.
EXCLUDED_PY_MODULES = [
    "tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data", "doctest", "lib2to3",
    "test", "setuptools", "pkg_resources", "distutils", "pip", "IPython",
    "pytest", "_pytest", "hypothesis", "pytestqt",
    "numpy.f2py", "numpy.distutils", "numpy.testing", "numpy._pyinstaller",
    # numpy's own test extensions, and parts of numpy Siembra never calls (numpy.ma stays:
    # numpy.unique, which the endgame tables call, imports it).
    "numpy._core._multiarray_tests", "numpy._core._simd", "numpy._core._umath_tests",
    "numpy._core._rational_tests", "numpy._core._struct_ufunc_tests", "numpy._core._operand_flag_tests",
    "numpy.fft", "numpy.polynomial", "numpy.ctypeslib",
    # East Asian codecs (about 1 MB): Siembra reads and writes only UTF-8.
    "_codecs_jp", "_codecs_hk", "_codecs_cn", "_codecs_kr", "_codecs_tw", "_codecs_iso2022",
    "encodings.euc_jp", "encodings.euc_jis_2004", "encodings.euc_jisx0213", "encodings.euc_kr",
    "encodings.gb2312", "encodings.gbk", "encodings.gb18030", "encodings.hz", "encodings.big5",
    "encodings.big5hkscs", "encodings.cp932", "encodings.cp949", "encodings.cp950",
    "encodings.iso2022_jp", "encodings.iso2022_jp_1", "encodings.iso2022_jp_2",
    "encodings.iso2022_jp_2004", "encodings.iso2022_jp_3", "encodings.iso2022_jp_ext",
    "encodings.iso2022_kr", "encodings.johab", "encodings.shift_jis", "encodings.shift_jis_2004",
    "encodings.shift_jisx0213",
    # No network: without these the bundle drops OpenSSL's libcrypto/libssl (~5 MB).
    # hashlib falls back to its built-in algorithms when _hashlib is missing.
    "ssl", "_ssl", "_hashlib",
    # Extension modules nothing in the app loads (checked with every module of desktop_app and
    # rules imported and the self-test run): memory maps, terminals, user and group
    # databases, resource limits.
    "mmap", "termios", "tty", "pty", "grp", "resource",
    # XML (pyexpat and ElementTree): only the translators' tool desktop_app.i18n_tools reads
    # XML, and it is not bundled (it compiles .ts catalogues, at development time).
    "xml", "pyexpat", "_elementtree", "xmlrpc", "plistlib", "desktop_app.i18n_tools",
    # decimal falls back to its pure-Python twin (_pydecimal); only statistics imports it.
    "_decimal",
]
# Kept although they look unused at start-up. importlib.metadata, which answers --version and
# Help > About, imports csv, and email, which imports socket; so does logging.handlers (the
# rotating log); socket imports array. The traceback module measures the width of a source
# line that is not ASCII (a line with "…" or "→") with unicodedata: without it an error raised
# on such a line could be neither logged nor shown.
NEEDED_PY_MODULES = ["csv", "_csv", "socket", "_socket", "array", "unicodedata"]
# numpy.random's compiled bit generator imports secrets, which no Python import shows: rules.batch
# seeds a generator (the statistics window's games at once, the endgame tables' build).
BATCH_PY_MODULES = ["secrets"]

# Qt plugin folders (under PySide6/Qt/plugins) that a desktop Widgets app never loads.
EXCLUDED_PLUGIN_DIRS = {
    "designer", "egldeviceintegrations", "generic", "networkinformation", "qmltooling",
    "sqldrivers", "tls", "vectorimageformats", "printsupport", "multimedia", "position",
    "sensors", "texttospeech", "canbus", "webview", "geometryloaders", "sceneparsers",
    "renderers", "renderplugins", "wayland-graphics-integration-server",
}

# Single plugin files to drop from folders that are otherwise kept.
EXCLUDED_PLUGIN_FILES = {
    # platforms: keep xcb, wayland, offscreen (self-test, CI) and minimal.
    "libqeglfs.so", "libqlinuxfb.so", "libqminimalegl.so", "libqvkkhrdisplay.so",
    "libqvnc.so",
    # image formats Siembra never reads (it uses PNG, built into QtGui, and SVG).
    "libqicns.so", "libqpdf.so", "libqtga.so", "libqtiff.so", "libqwbmp.so",
    "libqwebp.so", "libqjpeg.so", "libqgif.so",
    # input methods: keep compose and ibus, drop the (QML) virtual keyboard.
    "libqtvirtualkeyboardplugin.so",
    # platform themes: the GTK 3 theme needs the desktop's own GTK stack (bundling half of
    # it, glib/cairo/pango without GTK, is a known source of crashes); keep the portal one.
    "libqgtk3.so",
    # Wayland shells Siembra never runs under (it uses xdg-shell); wl-shell needs a library
    # that is left out (libQt6WlShellIntegration).
    "libivi-shell.so", "libfullscreen-shell-v1.so", "libqt-shell.so", "libwl-shell-plugin.so",
    # Wayland server-buffer integrations: buffers a Qt compositor shares with its clients,
    # for OpenGL clients only (Siembra paints with the raster engine).
    "libdmabuf-server.so", "libdrm-egl-server.so", "libshm-emulation-server.so",
    "libvulkan-server.so",
    # Windows icons: Siembra's icons are PNG and SVG.
    "libqico.so",
}

# Qt shared libraries nothing kept needs; PyInstaller's dependency scan can still
# pick some up through the excluded plugins, so they are filtered by name as well.
EXCLUDED_QT_LIB_PREFIXES = (
    "libQt6Qml", "libQt6Quick", "libQt6Pdf", "libQt6Network", "libQt6Designer",
    "libQt6Help", "libQt6Sql", "libQt6Test", "libQt6Lottie", "libQt6Labs",
    "libQt6WaylandCompositor", "libQt6WaylandEgl", "libQt6WlShell",
    "libQt6EglFS", "libQt6EglFs", "libQt6VirtualKeyboard", "libQt6Multimedia",
    "libQt6UiTools", "libQt6Xml", "libQt6PrintSupport",
    "libQt6Concurrent", "libQt6ShaderTools", "libQt6Charts",
)

# Libraries of the host's desktop that every Linux desktop has and that must match the running
# X server, D-Bus and font setup anyway (the same choice as AppImage's exclude list): taken from
# the system, not bundled. Together about 10 MB.
EXCLUDED_HOST_LIB_PREFIXES = (
    "libX11.", "libX11-xcb.", "libXau.", "libXdmcp.", "libxcb", "libfontconfig.", "libfreetype.",
    "libexpat.", "libdbus-1.", "libsystemd.", "libgcrypt.", "libgpg-error.", "libglib-2.0.",
    "libgthread-2.0.", "libpcre2-8.", "libcap.", "libbsd.", "libmd.", "liblz4.", "libzstd.",
    "libbrotlicommon.", "libbrotlidec.", "libpng16.", "libbz2.",
    # zlib is part of every Linux system (Debian's zlib1g is "required"); a copy is what lintian
    # calls an embedded library.
    "libz.",
)

# Strip debug symbols from the collected binaries (PyInstaller runs ``strip -S``).
STRIP = True

# Languages Siembra ships; Qt's own catalogues for other languages are left out.
KEPT_QT_TRANSLATION_LANGS = ("en", "es", "ca")


def project_metadata() -> dict:
    """The ``[project]`` table of pyproject.toml."""
    with open(REPO_ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["project"]


def onefile_requested() -> bool:
    return os.environ.get("SIEMBRA_ONEFILE", "").strip() not in ("", "0", "false", "no")


def _path_parts(dest: str) -> list[str]:
    return dest.replace("\\", "/").split("/")


def keep_toc_entry(dest: str) -> bool:
    """Whether a (binary or data) TOC entry with this destination name is kept."""
    parts = _path_parts(dest)
    name = parts[-1]
    if "plugins" in parts:
        i = parts.index("plugins")
        if i + 1 < len(parts) and parts[i + 1] in EXCLUDED_PLUGIN_DIRS:
            return False
        if name in EXCLUDED_PLUGIN_FILES:
            return False
    if name.startswith(EXCLUDED_QT_LIB_PREFIXES):
        return False
    if len(parts) == 1 and name.startswith(EXCLUDED_HOST_LIB_PREFIXES):
        return False
    if "translations" in parts and "PySide6" in parts and name.endswith(".qm"):
        stem = name[:-3]
        lang = stem.split("_", 1)[1] if "_" in stem else ""
        if lang.split("_")[0] not in KEPT_QT_TRANSLATION_LANGS:
            return False
        # Only Qt's own base catalogues; not Designer's, Linguist's, Assistant's...
        if not stem.startswith(("qtbase_", "qt_")):
            return False
    if "PySide6" in parts and any(p in ("qml", "metatypes", "include", "doc", "typesystems",
                                        "glue", "scripts", "support") for p in parts):
        return False
    return not name.endswith((".pyi", ".pyx", ".pxd", ".h"))


def filter_toc(toc):
    """Return ``toc`` without the entries :func:`keep_toc_entry` rejects."""
    return [entry for entry in toc if keep_toc_entry(entry[0])]


def prune_orphan_libraries(binaries):
    """Drop top-level shared libraries that no kept binary needs any more.

    PyInstaller collects the dependencies of every plugin before :func:`filter_toc`
    removes plugins, so e.g. the GTK theme's cairo/pango stay behind.  Keep the
    libraries reachable (by DT_NEEDED, transitively) from the binaries inside
    package folders (extensions, Qt libs and plugins) and libpython.
    """
    from PyInstaller.depend import bindepend

    def is_root(dest: str) -> bool:
        return "/" in dest.replace("\\", "/") or dest.startswith("libpython")

    by_name = {}
    for entry in binaries:
        by_name.setdefault(os.path.basename(entry[0]), entry)
    needed: set[str] = set()
    queue = [entry for entry in binaries if is_root(entry[0])]
    seen = set()
    while queue:
        dest, src, _typecode = queue.pop()
        if src in seen:
            continue
        seen.add(src)
        needed.add(os.path.basename(dest))
        try:
            imports = bindepend.get_imports(src)
        except Exception:
            continue
        for name, _path in imports:
            name = os.path.basename(name)
            if name in by_name and name not in needed:
                queue.append(by_name[name])
    return [entry for entry in binaries
            if is_root(entry[0]) or os.path.basename(entry[0]) in needed]


def trim_icu(binaries, workpath: str):
    """Replace PySide6's libicudata.so.NN by the trimmed copy of icu_trim.py (32 -> 6 MB).

    Set SIEMBRA_KEEP_ICU=1 to keep the full library (e.g. to check a suspected ICU
    data problem).
    """
    if os.environ.get("SIEMBRA_KEEP_ICU") == "1":
        return binaries
    import icu_trim

    out = []
    for dest, src, typecode in binaries:
        if os.path.basename(dest).startswith("libicudata.so"):
            src = str(icu_trim.trim(Path(src), Path(workpath) / "icu"))
        out.append((dest, src, typecode))
    return out


def metadata_file(name: str) -> list[tuple[str, str]]:
    """The data entry of an installed distribution's METADATA, in a ``.dist-info`` folder of its
    name: enough for ``importlib.metadata.version(name)`` in the bundle."""
    from importlib.metadata import distribution

    dist = distribution(name)
    (entry,) = [f for f in dist.files or () if f.name == "METADATA" and f.parent.name.endswith(".dist-info")]
    return [(str(dist.locate_file(entry)), entry.parent.name)]


def licence_datas(folder: Path, binaries) -> list[tuple[str, str, str]]:
    """The licence texts of everything in the bundle (packaging/licences.py), collected into
    ``folder`` and given as data entries of the bundle's licence folder."""
    import licences
    licences.collect(folder, binaries)  # puts the repository on sys.path for desktop_app
    from desktop_app.components import LICENCE_FOLDER

    return [(f"{LICENCE_FOLDER}/{path.relative_to(folder).as_posix()}", str(path), "DATA")
            for path in sorted(folder.rglob("*")) if path.is_file()]


def build_bundle(ns: dict, *, script: str, name: str, onefile: bool,
                 pathex=(), datas=(), hiddenimports=(), licence_dir: Path | None = None,
                 icon: str | None = None, version_file: str | None = None):
    """Run PyInstaller's Analysis/PYZ/EXE(/COLLECT) with Siembra's settings.

    ``ns`` is the namespace of the calling .spec file (it provides ``Analysis``,
    ``PYZ``, ``EXE`` and ``COLLECT``).  One folder ``dist/<name>/`` by default, a
    single ``dist/<name>`` executable when ``onefile`` is true.  Windowed (no
    console), debug symbols stripped (``strip -S``: libpython alone loses ~18 MB),
    no UPX (decompressing every library at start-up costs more time than it saves).
    With ``licence_dir``, the licence texts of what the bundle holds go into it (below the
    work folder) and into the bundle; ``icon`` and ``version_file`` are the executable's
    icon (Windows .ico, macOS .icns) and Windows version resource.
    """
    a = ns["Analysis"](
        [script],
        pathex=list(pathex),
        binaries=[],
        datas=list(datas),
        hiddenimports=list(hiddenimports),
        hookspath=[],
        hooksconfig={},
        runtime_hooks=[],
        excludes=EXCLUDED_QT_MODULES + EXCLUDED_PY_MODULES,
        noarchive=False,
        optimize=0,
    )
    kept = prune_orphan_libraries(filter_toc(a.binaries))
    a.datas = filter_toc(a.datas)
    if licence_dir is not None:  # from where each library was installed, before ICU's is trimmed
        a.datas += licence_datas(Path(licence_dir), kept)
    a.binaries = trim_icu(kept, ns["workpath"])
    pyz = ns["PYZ"](a.pure)
    common = {"name": name, "debug": False, "bootloader_ignore_signals": False, "strip": STRIP,
              "upx": False, "console": False, "disable_windowed_traceback": False,
              "argv_emulation": False, "target_arch": None, "codesign_identity": None,
              "entitlements_file": None, "icon": icon, "version": version_file}
    if onefile:
        return ns["EXE"](pyz, a.scripts, a.binaries, a.datas, [],
                         runtime_tmpdir=None, **common)
    exe = ns["EXE"](pyz, a.scripts, [], exclude_binaries=True, **common)
    return ns["COLLECT"](exe, a.binaries, a.datas, strip=STRIP, upx=False, upx_exclude=[],
                         name=name)
