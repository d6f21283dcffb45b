"""Issue 41's benchmark: `pc.ruleset("domineering", …)` on an empty 4×5
board against the `pebbles` process on the same board, in one run on this
machine, each timed several times (the medians compared).

    cargo build --release --bin pebbles
    pip install ./python                    # the release profile
    python python/benches/domineering.py    # [--cli PATH] [--reps N] [--board B]

The two are timed in turn (the CLI, then the package, 21 times after a
warm-up), so that a change in the machine's load falls on both. The CLI is
timed as a whole process (`pebbles cgt --game domineering --position B
--json`, start-up and printing included), the package as the call alone (the interpreter and the module already loaded, the dict built
from the same JSON). Both must give the same report. Exits 1 when the
package takes more than 1.5 times the process (issue 41's bar), or when
the package or the CLI is a debug build.
"""

import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import time

import pebbles_cgt as pc

ROOT = pathlib.Path(__file__).resolve().parents[2]
BOARD = ".....|.....|.....|....."  # 4 rows of 5 empty cells
BAR = 1.5


def timed(fs, reps):
    """Each of `fs` timed `reps` times after one warm-up, the calls
    interleaved (so that a change in the machine's load falls on all of
    them): per function, the median in seconds, the timings and the last
    result."""
    outs = [f() for f in fs]
    times = [[] for _ in fs]
    for _ in range(reps):
        for i, f in enumerate(fs):
            t = time.perf_counter()
            outs[i] = f()
            times[i].append(time.perf_counter() - t)
    return [(statistics.median(t), t, o) for t, o in zip(times, outs)]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cli", default=str(ROOT / "target" / "release" / "pebbles"))
    p.add_argument("--reps", type=int, default=21)
    p.add_argument("--board", default=BOARD)
    a = p.parse_args()
    cmd = [a.cli, "cgt", "--game", "domineering", "--position", a.board, "--json"]

    def cli():
        return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout

    profile = getattr(pc, "__profile__", "unknown")
    py = lambda: pc.ruleset("domineering", a.board)  # noqa: E731
    (cli_median, cli_times, cli_out), (py_median, py_times, py_out) = timed([cli, py], a.reps)
    same = json.loads(cli_out) == py_out
    ratio = py_median / cli_median
    print(f"board            {a.board} (domineering)")
    print(f"pebbles process  median {cli_median * 1000:.1f} ms of {a.reps} "
          f"(min {min(cli_times) * 1000:.1f}, max {max(cli_times) * 1000:.1f})  {a.cli}")
    print(f"pc.ruleset       median {py_median * 1000:.1f} ms of {a.reps} "
          f"(min {min(py_times) * 1000:.1f}, max {max(py_times) * 1000:.1f})  "
          f"pebbles_cgt {pc.__version__}, {profile} build")
    print(f"ratio            {ratio:.2f} (bar {BAR}); same report: {same}; value {py_out['canonical']}")
    debug_cli = "debug" in pathlib.Path(a.cli).parts
    if profile != "release" or debug_cli:
        print("not a release build: `pip install ./python`, `cargo build --release --bin pebbles`")
        return 1
    return 0 if same and ratio <= BAR else 1


if __name__ == "__main__":
    sys.exit(main())
