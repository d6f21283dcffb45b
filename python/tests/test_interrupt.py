"""Long computations release the interpreter and stop at Ctrl-C."""

import subprocess
import sys
import textwrap
import threading
import time

import pebbles_cgt as pc

LONG = "......|......|......|......|......|......"  # 6×6 Domineering: about a minute


def test_ctrl_c_raises_keyboard_interrupt_promptly():
    script = textwrap.dedent(
        f"""
        import time, pebbles_cgt as pc
        print("ready", flush=True)
        t = time.time()
        try:
            pc.ruleset("domineering", "{LONG}")
        except KeyboardInterrupt:
            print("interrupted after %.1f s" % (time.time() - t), flush=True)
        """
    )
    p = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "ready"
    time.sleep(1.0)
    t = time.time()
    p.send_signal(2)  # SIGINT, what Ctrl-C sends
    out, _ = p.communicate(timeout=30)
    assert "interrupted" in out, out
    assert time.time() - t < 5


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
