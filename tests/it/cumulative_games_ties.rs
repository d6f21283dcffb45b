//! Cumulative Games tie preferences with an attitude towards each other
//! player (`"attitudes"`), next to the older one-attitude form (`"attitude"`).

use pebbles::games::cumulative_games::{self as cg, Attitude, TieBreak};

/// Three players; only player 1 can move, taking 1 or 2 from a heap of 2.
/// Taking 1 gives (0, 1, 1), taking 2 gives (0, 1, 0): player 1 is
/// indifferent, player 2 too, so player 1's attitude towards player 3
/// decides. `ties1` is player 1's entry of `ties`.
fn helper_game(ties1: &str) -> String {
    format!(
        r#"{{"players":3,"heaps":[{{
            "actions":[{{"amounts":[1,2]}},{{"amounts":[]}},{{"amounts":[]}}],
            "rewards":[["0","1","if(a == 1, 1, 0)"]],
            "utility":{{"kind":"identity"}}}}],
          "ties":[{ties1},{{"order":[1,3],"attitude":"antagonistic"}},
                  {{"order":[],"attitudes":[]}}]}}"#
    )
}

fn first_take(ties1: &str) -> u32 {
    let r = cg::ruleset_from_json(&helper_game(ties1)).unwrap();
    let s = cg::solve(&r, &[2], 1).unwrap();
    s.pspe_line[0].amount
}

#[test]
fn the_attitude_towards_each_player_breaks_ties() {
    // One attitude for both: friendly helps 3 (take 1), antagonistic hurts 3.
    assert_eq!(first_take(r#"{"order":[2,3],"attitude":"friendly"}"#), 1);
    assert_eq!(
        first_take(r#"{"order":[2,3],"attitude":"antagonistic"}"#),
        2
    );
    // Friendly to 2 but antagonistic to 3: 2 is indifferent, so hurt 3.
    let mixed = r#"{"order":[2,3],"attitudes":["friendly","antagonistic"]}"#;
    assert_eq!(first_take(mixed), 2);
    let mixed = r#"{"order":[2,3],"attitudes":["antagonistic","friendly"]}"#;
    assert_eq!(first_take(mixed), 1);
    // Player 3 unlisted: the first option in amount order.
    assert_eq!(
        first_take(r#"{"order":[2],"attitudes":["antagonistic"]}"#),
        1
    );
}

#[test]
fn both_forms_read_and_round_trip() {
    let text = helper_game(r#"{"order":[3,2],"attitudes":["friendly","antagonistic"]}"#);
    let r = cg::ruleset_from_json(&text).unwrap();
    assert_eq!(
        r.ties[0],
        TieBreak::per_player(vec![3, 2], vec![Attitude::Friendly, Attitude::Antagonistic])
    );
    assert_eq!(
        r.ties[1],
        TieBreak::uniform(vec![1, 3], Attitude::Antagonistic)
    );
    let json = cg::to_json(&r);
    assert!(
        json.contains("\"attitudes\": [\n        \"friendly\","),
        "{json}"
    );
    assert!(json.contains("\"attitude\": \"antagonistic\""), "{json}");
    assert_eq!(cg::ruleset_from_json(&json).unwrap(), r);
    assert_eq!(r.ties[1].attitude_at(1), Attitude::Antagonistic);
    assert_eq!(r.ties[0].attitude_at(0), Attitude::Friendly);
}

#[test]
fn attitude_mistakes_are_named() {
    let err = |t: &str| {
        cg::ruleset_from_json(&helper_game(t))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err(r#"{"order":[2,3],"attitudes":["friendly"]}"#),
        "ties of player 1: 1 attitudes for 2 players in order; give one per player \
         (\"attitudes\") or one for all (\"attitude\")"
    );
    assert_eq!(
        err(r#"{"order":[2],"attitude":"friendly","attitudes":["friendly"]}"#),
        "ties of player 1: give \"attitude\" or \"attitudes\", not both"
    );
    assert_eq!(
        err(r#"{"order":[2,3]}"#),
        "ties of player 1: 0 attitudes for 2 players in order; give one per player \
         (\"attitudes\") or one for all (\"attitude\")"
    );
    assert!(err(r#"{"order":[2],"attitudes":["kind"]}"#).contains("kind"));
    assert_eq!(
        err(r#"{"order":[2,2],"attitudes":["friendly","friendly"]}"#),
        "ties of player 1: 2 is not another player (or repeats)"
    );
}
