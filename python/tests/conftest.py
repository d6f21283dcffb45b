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
