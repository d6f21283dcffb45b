//! The `#/cs` section on scoring play against the CLI: the page's job
//! gives every heap the canonical form, scores, birthday and invertibility
//! that `pebbles scoring --cs S --heap N --json` prints, and its scores are
//! the zero-sum table's, for three sets up to heap 20 (and partizan rules).

use pebbles::games::cumulative_subtraction::Rules;
use pebbles::jobs::{run, CsScoringRequest, CsScoringResult, JobRequest, JobResult};

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
