//! The `#/cs` section on scoring play against the CLI: the page's job
//! gives every heap the canonical form, scores, birthday and invertibility
//! that `pebbles scoring --cs S --heap N --json` prints, and its scores are
//! the zero-sum table's, for three sets up to heap 20 (and partizan rules).
//! The `#/scoring` page: each of its worked examples, opened by its link,
//! gives what `pebbles scoring --expr EXPR --json` prints, and what the
//! example's line says.

use pebbles::games::cumulative_subtraction::Rules;
use pebbles::jobs::{
    run, CsScoringRequest, CsScoringResult, JobRequest, JobResult, ScoringFacts, ScoringRequest,
    ScoringView,
};
use pebbles::permalink::View;
use pebbles::state::PageState;
use pebbles::view_model::scoring::{game_rows, verdict, EXAMPLES};

fn section(rules: Rules, hi: u32) -> CsScoringResult {
    match run(JobRequest::CsScoring(CsScoringRequest { rules, lo: 0, hi })) {
        Ok(JobResult::CsScoring(r)) => *r,
        other => panic!("expected the scoring forms, got {other:?}"),
    }
}

fn cli_json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&crate::support::stdout(args)).expect("JSON")
}

#[test]
fn the_page_shows_what_the_cli_prints() {
    let sets: [(&str, Option<&str>, Rules); 4] = [
        ("2,3", None, Rules::symmetric(vec![2, 3])),
        ("1,4", None, Rules::symmetric(vec![1, 4])),
        ("1,2,3", None, Rules::symmetric(vec![1, 2, 3])),
        ("2,3", Some("1,4"), Rules::partizan(vec![2, 3], vec![1, 4])),
    ];
    for (left, right, rules) in sets {
        let r = section(rules, 20);
        for h in &r.heaps {
            let heap = h.heap.to_string();
            let mut args = vec!["scoring", "--cs", left, "--heap", &heap, "--json"];
            if let Some(right) = right {
                args.extend(["--cs-right", right]);
            }
            let v = cli_json(&args);
            let g = &v["game"];
            let at = format!("{args:?}");
            assert_eq!(g["left_score"], h.scores[0], "{at}");
            assert_eq!(g["right_score"], h.scores[1], "{at}");
            assert_eq!(v["table_left"], h.table[0], "{at}");
            assert_eq!(v["table_right"], h.table[1], "{at}");
            assert_eq!(h.scores, h.table, "{at}");
            assert_eq!(g["birthday"], h.birthday, "{at}");
            assert_eq!(g["guaranteed"], h.not_guaranteed.is_none(), "{at}");
            assert_eq!(g["invertible"].as_bool(), h.invertible, "{at}");
            match &h.canonical {
                Some(c) => assert_eq!(g["canonical"], c.as_str(), "{at}"),
                // Not printed on the page: over its limit, or not guaranteed.
                None => assert!(
                    h.positions > pebbles::jobs::PAGE_FORM_POSITIONS || h.not_guaranteed.is_some(),
                    "{at}"
                ),
            }
        }
    }
}

/// The page's job for the state a link opens.
fn scoring_page(link: &str) -> ScoringView {
    let (v, notices) = View::parse(link);
    assert!(notices.is_empty(), "{link}: {notices:?}");
    let PageState::Scoring(st) = v.state else {
        panic!("{link} opens another page")
    };
    match run(JobRequest::Scoring(ScoringRequest::from(&st))) {
        Ok(JobResult::Scoring(v)) => *v,
        other => panic!("{link}: {other:?}"),
    }
}

#[test]
fn the_scoring_pages_examples_are_the_clis_answers() {
    for e in EXAMPLES {
        let link = pebbles::view_model::scoring::expr_link(e.expr);
        let v = scoring_page(&link);
        assert_eq!(v.input, e.expr);
        let cli = crate::support::stdout(&["scoring", "--expr", e.expr, "--json"]);
        assert_eq!(v.json, cli.trim_end(), "{}", e.expr);
        // What the example's line claims, the report shows.
        match &v.facts {
            ScoringFacts::Game(g) => {
                let rows = game_rows(g);
                if let Some(c) = &g.canonical {
                    assert!(
                        !e.what.contains("canonical") || e.what.contains(c.as_str()),
                        "{}: {c}",
                        e.expr
                    );
                    assert_eq!(rows[0].value, *c);
                }
                if e.what.starts_with("not guaranteed") {
                    assert!(!g.guaranteed && rows[1].value.starts_with("no, at "));
                }
            }
            ScoringFacts::Comparison(c) => {
                let words = verdict(e.expr, c);
                assert!(words.holds, "{}", e.expr);
                assert!(words.headline.ends_with(": true"));
            }
        }
    }
    // The page's default: the user guide's sum.
    let v = scoring_page("#/scoring");
    let ScoringFacts::Game(g) = v.facts else {
        panic!("a game")
    };
    assert_eq!(g.canonical.as_deref(), Some("<<^-6|^-1>|^2>"));
}
