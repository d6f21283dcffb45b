"""`max_work=` and `time_limit=`: the library's limits (the CLI's), a work
limit's refusal naming the limit to raise (ValueError), the time limit
TimeoutError, bad limits named."""

import pytest

import pebbles_cgt as pc
from conftest import cli_error, golden_json


def test_cs_estimates_are_refused_before_any_work():
    with pytest.raises(ValueError) as e:
        pc.solve_cs([2, 3], heaps=(0, 50), max_work=10)
    assert str(e.value) == (
        "heaps `0..50`: about 40004 cell updates (heaps 0..10000 × 4 amounts), "
        "over the limit of 10 (max_work); ask for smaller heaps or fewer moves, or raise max_work"
    )
    # What the CLI refuses at its default minute, Python refuses too.
    with pytest.raises(ValueError) as e:
        pc.solve_cs("1..3000", heaps=(900000, 999999))
    want = cli_error("cs", "--moves", "1..3000", "--heaps", "900000..999999")
    want = want.replace("--time-limit (", "time_limit (").replace("--time-limit ", "time_limit=")
    assert str(e.value).endswith(want), (str(e.value), want)
    with pytest.raises(ValueError, match=r"the work time_limit=0\.0001 allows\); .* or raise time_limit \(e\.g\. time_limit=60\)"):
        pc.solve_cs([2, 3], heaps=(0, 20), time_limit=0.0001)
    # Within the limits, the same table.
    assert pc.solve_cs([2, 3], heaps=(0, 12), max_work=10**6) == pc.solve_cs([2, 3], heaps=(0, 12))


def test_bidding_tables_stop_at_their_rows_or_the_clock():
    # {3, 7} at TB = 60 shows its period after some 4 000 rows.
    with pytest.raises(ValueError) as e:
        pc.solve_bcs([3, 7], budget=60, heaps=(0, 2000), max_work=1)
    assert "no period within heaps 0..1000, the most the limits allow (max_work" in str(e.value)
    assert str(e.value).endswith("ask for fewer heaps, or raise max_work")
    # A tiny time_limit allows few rows (a ValueError naming it), or the
    # clock stops the rows first (a TimeoutError): which comes first
    # depends on the machine's speed, so either names time_limit.
    with pytest.raises((TimeoutError, ValueError), match=r"time_limit=0\.001"):
        pc.solve_bcs([3, 7], budget=60, heaps=(0, 4000), time_limit=0.001)
    # Heaps below the rows computed: the table ends there, as the CLI's.
    t = pc.solve_bcs([3, 7], budget=60, heaps=(0, 10), max_work=1)
    assert t["max_heap"] < 4000


def test_game_budgets_name_the_limit():
    with pytest.raises(ValueError, match=r"^work budget of 10 units exceeded .*; or raise max_work$"):
        pc.solve_game("auction", heaps=6, max_work=10)
    with pytest.raises(ValueError, match=r"or raise time_limit \(e\.g\. time_limit=600\)$"):
        pc.solve_game("auction", heaps=6, time_limit=0.0001)


@pytest.mark.parametrize(
    "call",
    [
        lambda: pc.canonical("{3|2} + {5|4} + {7|6} + {9|8}", max_work=1),
        lambda: pc.misere("*2 + *3 + *4 + *5 + *6", max_work=1),
        lambda: pc.misere_ruleset("nim", "3,4,5", max_work=1),
        lambda: pc.scoring("<1|-1> + <2|-2> + <3|-3>", max_work=1),
        lambda: pc.scoring_cs([2, 3], 9, max_work=1),
        lambda: pc.misere_quotient("0.77", 12, max_work=10),
        lambda: pc.octal("0.77", heaps=(0, 1000), max_work=1000),
    ],
)
def test_work_limits_name_the_limit(call):
    with pytest.raises(ValueError, match="max_work"):
        call()


def test_census_work():
    with pytest.raises(ValueError, match=r"over the limit of 10 sets; raise max_work$"):
        pc.misere_census(3, max_work=10)


def test_time_limits_scale_the_budgets():
    # A minute (the default) is the CLI's; a tiny time limit shrinks the
    # budgets that follow it.
    with pytest.raises((ValueError, TimeoutError), match="time_limit"):
        pc.misere("*2 + *3 + *4 + *5 + *6 + *7", time_limit=0.0001)
    with pytest.raises((ValueError, TimeoutError), match="time_limit"):
        pc.scoring("<1|-1> + <2|-2> + <3|-3> + <4|-4>", time_limit=0.0001)


def test_clobber_stops_at_its_limits():
    # 24 cells: the search runs for tens of seconds; max_work lets it go
    # on, the clock stops it, naming time_limit as the CLI names
    # --time-limit.
    board = ",".join(["1,2,3"] * 8)
    with pytest.raises(TimeoutError, match=r"^board: stopped by the time limit \(time_limit=0\.3\) .* positions searched"):
        pc.clobber3(board, max_work=10**9, time_limit=0.3)
    # The positions searched: max_work, or what time_limit allows.
    with pytest.raises(ValueError, match=r"more than 1000 positions; try a smaller board; raise max_work$"):
        pc.clobber3(board, max_work=1000)
    # Within the limits, the same values as with none given, and the CLI's.
    small = pc.clobber3("1,2,3,2,1,3", time_limit=600, max_work=10**7)
    assert small == pc.clobber3("1,2,3,2,1,3")
    assert small == golden_json("clobber_board_json")


@pytest.mark.parametrize(
    "call, token",
    [
        (lambda: pc.solve_cs([2, 3], max_work=0), "max_work `0`"),
        (lambda: pc.solve_bcs([1], budget=3, time_limit=0), "time_limit `0`"),
        (lambda: pc.solve_game("auction", time_limit=-1), "time_limit `-1`"),
        (lambda: pc.misere("*", time_limit=10**7), "time_limit `10000000`"),
        (lambda: pc.scoring("0", max_work=0), "max_work `0`"),
        (lambda: pc.clobber3("1,2,3", time_limit=0), "time_limit `0`"),
        (lambda: pc.clobber3("1,2,3", max_work=0), "max_work `0`"),
    ],
)
def test_bad_limits_are_named(call, token):
    with pytest.raises(ValueError, match=token):
        call()
