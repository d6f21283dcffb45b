"""Long computations release the interpreter and stop at Ctrl-C."""

import subprocess
import sys
import textwrap
import threading
import time

import pebbles_cgt as pc

LONG = "......|......|......|......|......|......"  # 6×6 Domineering: about a minute


def test_ctrl_c_raises_keyboard_interrupt():
    # Ctrl-C during a computation of about a minute raises KeyboardInterrupt
    # in the caller (the computation would otherwise end with a value or the
    # default time limit's TimeoutError, never "interrupted"). No time is
    # asserted (a loaded machine is slow); the waits only keep a hung child
    # from hanging the suite, and what the child printed is shown if it did.
    script = textwrap.dedent(
        f"""
        import signal, sys, time, pebbles_cgt as pc
        # What an interactive Python has: a process started in the
        # background by a non-interactive shell (a CI script's `&`) inherits
        # SIGINT ignored, and Python then leaves it so.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        print("ready", flush=True)
        t = time.time()
        try:
            pc.ruleset("domineering", "{LONG}")
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted after %.1f s" % (time.time() - t), flush=True)
        except Exception as e:
            print("raised %r" % e, flush=True)
        print("exiting", file=sys.stderr, flush=True)
        """
    )
    p = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert p.stdout.readline().strip() == "ready"
        time.sleep(1.0)
        p.send_signal(2)  # SIGINT, what Ctrl-C sends
        lines = []
        reader = threading.Thread(target=lambda: lines.append(p.stdout.readline()))
        reader.start()
        reader.join(timeout=120)
        assert lines and "interrupted" in lines[0], f"stdout: {lines!r}"
        out, err = p.communicate(timeout=120)
        assert "exiting" in err, err
    finally:
        if p.poll() is None:
            p.kill()
            _, err = p.communicate()
            print("stderr of the killed child:", err)


def test_other_threads_run_meanwhile():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.01)

    t = threading.Thread(target=tick)
    t.start()
    try:
        try:
            pc.ruleset("domineering", LONG, time_limit=1.0)
        except TimeoutError as e:
            assert "time_limit=1" in str(e)
    finally:
        stop.set()
        t.join()
    assert len(ticks) > 20
