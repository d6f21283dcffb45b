"""Batch 4 from Python: loopy games, misère play, scoring play, cooling
and heating. Each function returns what the CLI prints with `--json`: the
CLI of this checkout is run on the same input (and the golden files of
`tests/golden` are read where they exist), and refusals end with the
CLI's message."""

import pytest

import pebbles_cgt as pc
from conftest import cli_error, cli_json, golden_error, golden_json

LOOPY = ["on", "off", "dud", "over", "a{0|a}", "on + off", "upon & off", "on & {1|on}", "^[on] + *", "over >= on"]


@pytest.mark.parametrize("expr", LOOPY)
def test_loopy_equals_the_cli(expr):
    want = cli_json("cgt", "--expr", expr)
    assert pc.loopy(expr) == want
    # `canonical` takes a loopy expression to the loopy engine, as the CLI does.
    assert pc.canonical(expr) == want


MISERE = ["*[[2],1] + *", "*2 + *3", "{1|0}", "*2 + *2 == 0", "*[2#1]", "{*, *2|*, *2}"]


@pytest.mark.parametrize("expr", MISERE)
def test_misere_equals_the_cli(expr):
    assert pc.misere(expr) == cli_json("cgt", "--misere", "--expr", expr)


@pytest.mark.parametrize(
    "game, position", [("nim", "2,2"), ("nim", "1,2,3"), ("domineering", "..|.."), ("grundy", "7 + 5"), ("wythoff", "2,3")]
)
def test_misere_positions_equal_the_cli(game, position):
    want = cli_json("cgt", "--misere", "--game", game, "--position", position)
    assert pc.misere_ruleset(game, position) == want


def test_misere_goldens():
    assert pc.misere("*[[2],1] + *") == golden_json("misere_expr_json")
    assert pc.misere("{1|0}") == golden_json("misere_partizan")
    assert pc.misere_ruleset("nim", "2,2") == golden_json("misere_nim_json")
    assert pc.misere_census(4) == golden_json("misere_census_json")


@pytest.mark.parametrize(
    "code, heaps, sum_",
    [("0.77", 8, None), ("0.07", 10, None), ("0.77", 8, "3+5"), ("0.137", "0..9", [2, 4, 6])],
)
def test_misere_quotients_equal_the_cli(code, heaps, sum_):
    args = ["misere", "--quotient", code]
    if heaps is not None:
        args += ["--heaps", str(heaps)]
    if sum_ is not None:
        args += ["--sum", sum_ if isinstance(sum_, str) else "+".join(map(str, sum_))]
    assert pc.misere_quotient(code, heaps, sum=sum_) == cli_json(*args)


SCORING = ["<1|-1>", "<^0|1> + <2|^-1>", "<1|-1> >= 0", "hat(3) - <2|1>", "<<3|1>|<-1|-3>>", "<1|-1> <> 0"]


@pytest.mark.parametrize("expr", SCORING)
def test_scoring_equals_the_cli(expr):
    assert pc.scoring(expr) == cli_json("scoring", "--expr", expr)


def test_scoring_cs_equals_the_cli():
    assert pc.scoring_cs([2, 3], 7) == cli_json("scoring", "--cs", "2,3", "--heap", "7")
    assert pc.scoring_cs("1..3", heap=5) == cli_json("scoring", "--cs", "1..3", "--heap", "5")
    partizan = cli_json("scoring", "--cs", "1,2", "--cs-right", "1", "--heap", "6")
    assert pc.scoring_cs(left=[1, 2], right=[1], heap=6) == partizan


def test_cooling_and_heating_equal_the_cli():
    assert pc.canonical("*", heat=1) == golden_json("cgt_heat_json")
    for kw, flag, t in [("cool", "--cool", "1/2"), ("heat", "--heat", "2"), ("cool", "--cool", "1")]:
        want = cli_json("cgt", "--expr", "{3||2*|1*} + ^", flag, t)
        assert pc.canonical("{3||2*|1*} + ^", **{kw: t}) == want
    want = cli_json("cgt", "--game", "domineering", "--position", "..#|..#|...", "--cool", "1/4")
    assert pc.ruleset("domineering", "..#|..#|...", cool="1/4") == want
    from fractions import Fraction

    G = pc.Game("{3||2*|1*}")
    assert G.cool(Fraction(1, 2)).canonical == pc.canonical("{3||2*|1*}", cool="1/2")["canonical"]
    assert G.heat(1) == pc.Game(pc.canonical("{3||2*|1*}", heat=1)["canonical"])


REFUSALS = [
    (lambda: pc.loopy("a{0|b}"), ("cgt", "--expr", "a{0|b}")),
    (lambda: pc.canonical("off & on"), ("cgt", "--expr", "off & on")),
    (lambda: pc.misere("*2 + ^"), ("cgt", "--misere", "--expr", "*2 + ^")),
    (lambda: pc.misere_ruleset("domineering", "..|.. + ..|.."), ("cgt", "--misere", "--game", "domineering", "--position", "..|.. + ..|..")),
    (lambda: pc.misere_quotient("0.7G"), ("misere", "--quotient", "0.7G")),
    (lambda: pc.misere_quotient("0.77", 41), ("misere", "--quotient", "0.77", "--heaps", "41")),
    (lambda: pc.misere_quotient("0.77", 8, sum="3+x"), ("misere", "--quotient", "0.77", "--heaps", "8", "--sum", "3+x")),
    (lambda: pc.misere_quotient("0.77", 8, sum="3+9"), ("misere", "--quotient", "0.77", "--heaps", "8", "--sum", "3+9")),
    (lambda: pc.scoring("<1|"), ("scoring", "--expr", "<1|")),
    (lambda: pc.scoring("<1,^2|0>"), ("scoring", "--expr", "<1,^2|0>")),
    (lambda: pc.scoring_cs([1], 3, budget=5), ("scoring", "--cs", "1", "--heap", "3", "--budget", "5")),
    (lambda: pc.canonical("{3|2}", cool="^"), ("cgt", "--expr", "{3|2}", "--cool", "^")),
]


@pytest.mark.parametrize("i", range(len(REFUSALS)))
def test_refusals_name_the_token_as_the_cli_does(i):
    call, args = REFUSALS[i]
    with pytest.raises(ValueError) as e:
        call()
    want = cli_error(*args)
    assert str(e.value).endswith(want), (str(e.value), want)


def test_refusal_goldens():
    for name, call in [
        ("misere_bad_token", lambda: pc.misere("*2 + ^")),
        ("misere_census_refused", lambda: pc.misere_census(6)),
        ("cgt_bad_cool", lambda: pc.canonical("^", cool=-1)),
    ]:
        with pytest.raises(ValueError) as e:
            call()
        assert str(e.value).endswith(golden_error(name)), (str(e.value), golden_error(name))
    with pytest.raises(ValueError, match="^heat `1`: give cool or heat, not both"):
        pc.canonical("^", cool=1, heat=1)
    with pytest.raises(ValueError, match="^cool `1`: cool and heat are for short games"):
        pc.canonical("on", cool=1)
    with pytest.raises(ValueError, match="^heap `99999999`"):
        pc.scoring_cs([1], 99999999)
    with pytest.raises(ValueError, match="`left` and `right`"):
        pc.scoring_cs(left=[1], heap=3)
