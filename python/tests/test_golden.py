"""Every function returns what `pebbles … --json` prints: the golden files
of the CLI (tests/golden, checked byte for byte against the CLI by `cargo
test`) read as JSON and compared with the function's dict."""

import pytest

import pebbles_cgt as pc
from conftest import cli_json, golden, golden_error, golden_json

CASES = {
    "cgt_expr_json": lambda: pc.canonical("{0,*|-1}"),
    "cgt_compare_json": lambda: pc.canonical("^ <= *"),
    "cgt_domineering_json": lambda: pc.ruleset("domineering", "..#|..#|..."),
    "cgt_clobber_json": lambda: pc.ruleset("clobber", "xox|ox."),
    "cgt_octal_json": lambda: pc.octal("0.77", heaps=(0, 200)),
    "cgt_octal_summary": lambda: pc.octal("0.77", summary=True),
    "cs_sym_json": lambda: pc.solve_cs([2, 3], heaps=(0, 12)),
    "cs_partizan_json": lambda: pc.solve_cs(
        left=[2, 3], right=[1, 4], heaps=(0, 14), tie="friendly,antagonistic"
    ),
    "cs_map_json": lambda: pc.solve_cs("2,3", heaps="0..9", map="2:2;3:1"),
    "bcs_json": lambda: pc.solve_bcs([1], budget=5, heaps=(0, 12)),
    "bcs_bids_json": lambda: pc.solve_bcs([1], budget=6, bids=[0, 2, 4], heaps=(0, 10)),
    "bcs_partizan_json": lambda: pc.solve_bcs(
        left=[1, 2],
        right=[1],
        budget=5,
        heaps=(0, 30),
        left_weights="a",
        right_weights="2*a",
        penalty="-1",
    ),
    "game_auction_json": lambda: pc.solve_game("auction", heaps=6),
    "game_squirrel_json": lambda: pc.solve_game("squirrel", heaps=7),
    "game_tragedy_json": lambda: pc.solve_game("tragedy", heaps=100),
    "game_wealth_json": lambda: pc.solve_game("wealth", heaps=6, first=2),
    "game_zero_sum_json": lambda: pc.solve_game("zero-sum", heaps=9),
    "clobber_board_json": lambda: pc.clobber3("1,2,3,2,1,3"),
    "clobber_grid_json": lambda: pc.clobber3("1,2,3|3,0,1"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_equals_the_clis_json(name):
    assert golden(name)[1] == "exit: Some(0)"
    # The limits are the CLI's (the library's), so even how far a bidding
    # table could answer (`max_heap`) is the same.
    assert CASES[name]() == golden_json(name)


def test_the_issues_example():
    assert pc.canonical("{3||2*|1*}")["temperature"] == "3/4"


REFUSALS = {
    "cgt_bad_expr": lambda: pc.canonical("{1|2|3}"),
    "cgt_bad_board": lambda: pc.ruleset("domineering", "..|.x"),
    "cs_bad_move": lambda: pc.solve_cs("2,x"),
    "cs_bad_tie": lambda: pc.solve_cs([2, 3], tie="nice"),
    "cs_bad_heaps": lambda: pc.solve_cs([2, 3], heaps="9..2"),
    "clobber_bad_board": lambda: pc.clobber3("1,x"),
    "cgt_octal_bad": lambda: pc.octal("0.7G"),
}


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_refusals_name_the_token_as_the_cli_does(name):
    with pytest.raises(ValueError) as e:
        REFUSALS[name]()
    assert str(e.value).endswith(golden_error(name)), (str(e.value), golden_error(name))


def test_unknown_presets_and_rulesets_are_named():
    with pytest.raises(ValueError, match="chess"):
        pc.solve_game("chess", heaps=3)
    with pytest.raises(ValueError, match="`chess` is not a game"):
        pc.ruleset("chess", "1")
    with pytest.raises(ValueError, match="time_limit"):
        pc.canonical("0", time_limit=0)


def test_the_cli_agrees_on_a_random_board():
    """The CLI of this checkout on a board no golden file holds."""
    want = cli_json("cgt", "--game", "toads-and-frogs", "--position", "TT.F.F")
    assert pc.ruleset("toads-and-frogs", "TT.F.F") == want
