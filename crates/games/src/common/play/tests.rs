//! The commentary's words and the summary of a game.
use super::*;

fn step(cost: Cost, best: &[&str]) -> Step {
    Step {
        ply: 1,
        mover: Mover::Number(2),
        label: "2".into(),
        action: "took 2".into(),
        before: Value::score(2.0),
        after: Value::score(0.0),
        best: best.iter().map(|b| b.to_string()).collect(),
        cost,
    }
}

#[test]
fn every_cost_reads_as_a_sentence() {
    let head = "1. Player 2 took 2 (value 2 → 0).";
    let cases = [
        (Cost::Optimal, &["2"][..], "A best move."),
        (
            Cost::Score { lost: 2.0 },
            &["3"],
            "Best was 3: this move cost 2.",
        ),
        (
            Cost::Score { lost: 0.0 },
            &["1", "3"],
            "As good for Player 2 as 1 or 3, which the tie rule prefers.",
        ),
        (
            Cost::LostWin {
                from: "N".into(),
                to: "N".into(),
                now: "Left wins".into(),
            },
            &["1", "3", "4"],
            "Player 2 could have won with 1, 3 or 4; now Left wins.",
        ),
        (
            Cost::Outcome {
                from: "3_1".into(),
                to: "1".into(),
            },
            &["d1-e1"],
            "Best was d1-e1, which leads to 3_1; this move leads to 1.",
        ),
    ];
    for (cost, best, tail) in cases {
        assert_eq!(step(cost, best).text(), format!("{head} {tail}"));
    }
}

#[test]
fn a_mover_is_written_and_numbered_as_the_families_name_it() {
    let cases = [
        (Mover::from(Player::Left), "Left", 1),
        (Mover::Side(Player::Right), "Right", 2),
        (Mover::Number(1), "player 1", 1),
        (Mover::Number(3), "player 3", 3),
    ];
    for (m, text, number) in cases {
        assert_eq!(m.to_string(), text);
        assert_eq!(serde_json::to_string(&m).unwrap(), format!("\"{text}\""));
        assert_eq!(m.number(), number);
    }
    // Left and player 1 are numbered alike but are different names.
    assert_ne!(Mover::Side(Player::Left), Mover::Number(1));
}

#[test]
fn the_summary_compares_with_best_play() {
    let s = |result: f64, eq: f64| Summary {
        result: Value::score(result),
        equilibrium: Value::score(eq),
        difference: Some(eq - result),
        stuck: None,
    };
    assert_eq!(
        s(0.0, 2.0).text(),
        "Game over: final value 0; with best play it would be 2."
    );
    assert_eq!(
        s(2.0, 2.0).text(),
        "Game over: final value 2, the same as with best play."
    );
    let pair = Value::text("(5, 4)");
    let v = Summary {
        result: pair.clone(),
        equilibrium: pair,
        difference: None,
        stuck: None,
    };
    assert!(v.text().ends_with("the same as with best play."));
    // Normal play ends in winners, not in values.
    let (eq, stuck) = (Value::text("1/4 (L)"), Some(Player::Right));
    let n = Summary {
        stuck,
        equilibrium: eq,
        ..v
    };
    let said =
        "Game over: Right cannot move, so Left wins; with best play from the start: 1/4 (L).";
    assert_eq!(n.text(), said);
}
