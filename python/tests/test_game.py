"""`Game` against the library's own expression reports: sums, negatives
and comparisons of random expressions (hypothesis), computed once by the
class and once by `canonical` on the whole expression."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pebbles_cgt as pc

ATOMS = st.sampled_from(
    ["0", "1", "-1", "2", "1/2", "-3/4", "*", "*2", "^", "v", "^*", "±1", "{1|-1}", "{0|*}"]
)


def braces(children):
    side = st.lists(children, min_size=0, max_size=2)
    return st.tuples(side, side).map(lambda lr: "{" + ",".join(lr[0]) + "|" + ",".join(lr[1]) + "}")


EXPRS = st.recursive(ATOMS, braces, max_leaves=6)


@settings(max_examples=60, deadline=None)
@given(EXPRS, EXPRS)
def test_sums_and_comparisons_agree_with_the_library(a, b):
    g, h = pc.Game(a), pc.Game(b)
    whole = lambda op: pc.canonical(f"({a}) {op} ({b})")  # noqa: E731
    assert (g + h).canonical == whole("+")["canonical"]
    assert (g - h).canonical == whole("-")["canonical"]
    assert (-g).canonical == pc.canonical(f"-({a})")["canonical"]
    assert (g <= h) == whole("<=")["result"]
    assert (g >= h) == whole(">=")["result"]
    assert (g == h) == whole("=")["result"]
    assert g.confused_with(h) == whole("<>")["result"]
    assert (hash(g) == hash(h)) == (g == h) or g != h


@settings(max_examples=30, deadline=None)
@given(EXPRS)
def test_reports_agree_with_canonical(a):
    g = pc.Game(a)
    r = pc.canonical(a)
    assert g.canonical == r["canonical"]
    assert g.outcome == r["outcome"]
    assert g.temperature == Fraction(r["temperature"])
    assert g.mean == Fraction(r["mean"])
    assert g.birthday == r["birthday"]
    th = g.thermograph()
    assert [[str(t), str(v)] for t, v in th["left"]] == r["thermograph"]["left"]
    report = g.report()
    assert {k: v for k, v in report.items() if k != "misere_outcome"} == {
        k: v for k, v in r.items() if k != "misere_outcome"
    }


def test_the_class_at_work():
    g = pc.Game("{3||2*|1*}")
    assert g.temperature == Fraction(3, 4) and g.mean == Fraction(9, 4)
    assert [str(o) for o in g.left_options] == ["3"]
    assert [str(o) for o in g.right_options] == ["{2*|1*}"]
    assert g - g == 0 and g + 0 == g and 1 + pc.Game("1") == 2
    assert pc.Game("^") > 0 and pc.Game("*").confused_with(0)
    assert len({pc.Game("^"), pc.Game("{0|*}"), pc.Game("^ + 0")}) == 1
    assert repr(-pc.Game("^")) == 'Game("v")'
    assert g._repr_latex_() == r"$\{3\parallel 2{\ast}\mid 1{\ast}\}$"
    assert g._repr_svg_().startswith("<svg")


def test_boards_scripts_and_refusals():
    d = pc.Game.ruleset("domineering", "..|..")
    assert d == pc.Game("domineering[..|..]") and str(d) == "±1"
    assert "<svg" in str(d.board()) and "<svg" in d._repr_svg_()
    nim = pc.Game.script("fn options(p) { let o = []; for i in 0..p { o.push(i); } o }", "3")
    assert nim == pc.Game("*3")
    assert pc.Game("1 + 1").board() is None
    with pytest.raises(ValueError, match="comparison"):
        pc.Game("^ <= *")
    with pytest.raises(ValueError, match="`\\?`"):
        pc.Game("{1|?}")
    with pytest.raises(ValueError, match="position"):
        pc.Game.ruleset("domineering", "..|.x")


def test_limits_and_the_time_limit():
    assert pc.limits() == (60.0, None)
    try:
        pc.limits(max_work=10)
        with pytest.raises(ValueError, match="max_work"):
            pc.Game("{5|-5}") + pc.Game("{4|-4}") + pc.Game("{3|-3}") + pc.Game("{2|-2}")
    finally:
        pc.limits(max_work=10**12)
    with pytest.raises(TimeoutError):
        pc.ruleset("domineering", "......|......|......|......|......|......", time_limit=0.2)
