# Siembra: the two commands of the README, and a few more for developers.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# A stamp per install so that a changed pyproject.toml reinstalls, and an unchanged one costs nothing.
APP_STAMP := $(VENV)/.installed-app
TEST_STAMP := $(VENV)/.installed-test
# The bundle is built in a venv of its own, whose numpy is compiled without BLAS: Siembra does
# no linear algebra, and the BLAS library inside PyPI's numpy wheels (28 MB) would take the
# one-folder bundle past its 90 MB budget. The first build compiles numpy (a few minutes);
# pip's wheel cache keeps the result for later builds.
BUNDLE_VENV := .venv-bundle
BPY := $(BUNDLE_VENV)/bin/python
BUNDLE_STAMP := $(BUNDLE_VENV)/.installed
NUMPY_WITHOUT_BLAS := --no-binary numpy -Csetup-args=-Dallow-noblas=true -Csetup-args=-Dblas=none -Csetup-args=-Dlapack=none

.PHONY: run test bench bundle bundle-onefile deb sdist bench-bundle self-test translations clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(APP_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(APP_STAMP)

$(BPY):
	$(PYTHON) -m venv $(BUNDLE_VENV)
	$(BPY) -m pip install --quiet --upgrade pip

$(BUNDLE_STAMP): pyproject.toml | $(BPY)
	$(BPY) -m pip install --quiet $(NUMPY_WITHOUT_BLAS) numpy
	$(BPY) -m pip install --quiet -e '.[bundle]'
	touch $@

run: $(APP_STAMP)
	$(PY) -m desktop_app $(ARGS)

test: $(TEST_STAMP)
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n 2 $(PYTEST_ARGS)

bench: $(APP_STAMP)
	$(PY) bench/engine.py

# The PyInstaller bundle (packaging/siembra.spec, docs/packaging.md): dist/siembra/siembra.
bundle: $(BUNDLE_STAMP)
	$(BPY) -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/siembra.spec

# The same as one executable file: dist/siembra-<version>.
bundle-onefile: $(BUNDLE_STAMP)
	SIEMBRA_ONEFILE=1 $(BPY) -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller-onefile packaging/siembra.spec

# The Debian package of the one-folder bundle (packaging/deb.py, docs/packaging.md):
# dist/siembra_<version>_<arch>.deb. Needs dpkg-deb, readelf (binutils) and patchelf.
deb: bundle $(APP_STAMP)
	$(PY) packaging/deb.py --bundle dist/siembra --out dist

# The source archive, dist/siembra-<version>.tar.gz, with the tests, docs and packaging.
sdist: $(TEST_STAMP)
	$(PY) -m build --sdist --outdir dist .

# Bundle sizes and start-to-first-frame times, Siembra against a bare PySide6 window.
bench-bundle: $(BUNDLE_STAMP)
	$(BPY) bench/bundle.py $(ARGS)

translations: $(APP_STAMP)
	$(PY) -m desktop_app.i18n_tools

clean:
	rm -rf build dist *.egg-info $(BUNDLE_VENV)
