"""Shared helpers: the repository's golden CLI outputs (tests/golden)."""

import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"


def golden(name):
    """(command line, exit code, stdout, stderr) of a golden file."""
    lines = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8").split("\n")
    command = lines[0]
    exit_line = lines[1]
    out_at = lines.index("--- stdout")
    err_at = lines.index("--- stderr")
    stdout = "\n".join(lines[out_at + 1 : err_at]).strip()
    stderr = "\n".join(lines[err_at + 1 :]).strip()
    return command, exit_line, stdout, stderr


def golden_json(name):
    return json.loads(golden(name)[2])


def golden_error(name):
    """The CLI's refusal without `error: --flag `: what follows the flag."""
    stderr = golden(name)[3]
    assert stderr.startswith("error: --"), stderr
    return stderr.split(" ", 2)[2]


def cli_exe():
    """The `pebbles` CLI of this checkout (the newest of its debug and
    release builds; `.ci/python` builds the debug one), or one on PATH."""
    import shutil

    built = [p for p in (ROOT / "target" / d / "pebbles" for d in ("debug", "release")) if p.exists()]
    if built:
        return str(max(built, key=lambda p: p.stat().st_mtime))
    return shutil.which("pebbles")


def cli(*args):
    """(exit code, stdout, stderr) of `pebbles ARGS`; skips the test when
    no CLI is built."""
    import subprocess

    import pytest

    exe = cli_exe()
    if exe is None:
        pytest.skip("no pebbles binary built (cargo build --bin pebbles)")
    p = subprocess.run([exe, *args], capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr.strip()


def cli_json(*args):
    """What `pebbles ARGS --json` prints, read as JSON."""
    code, out, err = cli(*args, "--json")
    assert code == 0, err
    return json.loads(out)


def cli_error(*args):
    """The CLI's refusal of `pebbles ARGS` without `error: --flag`: what
    follows the flag's name (the token and the reason)."""
    code, _, err = cli(*args)
    assert code == 2 and err.startswith("error: --"), err
    return err.split(" ", 2)[2]
