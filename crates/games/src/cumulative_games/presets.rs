//! The paper's rulesets by name.

use thiserror::Error;

use super::{ActionSet, HeapRules, Ruleset, Utility};

/// The preset names [`preset`] knows.
pub const PRESETS: &[&str] = &[
    "normal", "misere", "scoring", "squirrel", "auction", "wealth", "zero-sum", "tragedy",
];

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PresetError {
    #[error("unknown preset '{0}'; presets: {list}", list = PRESETS.join(", "))]
    Unknown(String),
}

fn identity_rewards(n: usize) -> Vec<Vec<String>> {
    (0..n)
        .map(|p| {
            (0..n)
                .map(|i| if i == p { "a" } else { "0" }.to_string())
                .collect()
        })
        .collect()
}

fn two_player(name: &str, amounts: &[u32], utility: Utility) -> Ruleset {
    Ruleset {
        name: name.to_string(),
        players: 2,
        heaps: vec![HeapRules {
            actions: vec![ActionSet::fixed(amounts)],
            rewards: identity_rewards(2),
            utility,
            initial: Vec::new(),
        }],
        turn: None,
        ties: Vec::new(),
    }
}

/// The paper's rulesets: P1–P6 with `S = {2,3}` (Wealth: any amount up to the
/// mover's cumulation, starting from (1,1)), `zero-sum` (Proposition 4) and
/// `tragedy` (Example 5).
pub fn preset(name: &str) -> Result<Ruleset, PresetError> {
    let s = [2, 3];
    Ok(match name {
        "normal" => two_player(name, &s, Utility::Normal { w: 1.0 }),
        "misere" => two_player(name, &s, Utility::Misere { w: 1.0 }),
        "scoring" => two_player(name, &s, Utility::ZeroSum),
        "squirrel" => two_player(name, &s, Utility::Identity),
        "auction" => two_player(
            name,
            &s,
            Utility::Custom {
                formulas: vec![
                    "if(c1 > c2, 4 - c1, 0)".into(),
                    "if(c2 > c1, 4 - c2, 0)".into(),
                ],
            },
        ),
        "wealth" => {
            let mut r = two_player(name, &[], Utility::Normal { w: 1.0 });
            r.heaps[0].actions = vec![ActionSet {
                any: true,
                condition: Some("a <= c".into()),
                ..ActionSet::default()
            }];
            r.heaps[0].initial = vec![1.0, 1.0];
            r
        }
        "zero-sum" => {
            let mut r = two_player(name, &s, Utility::Identity);
            r.heaps[0].rewards = vec![vec!["a".into(), "-a".into()], vec!["-a".into(), "a".into()]];
            r
        }
        "tragedy" => two_player(name, &[20, 31, 51], Utility::Identity),
        _ => return Err(PresetError::Unknown(name.to_string())),
    })
}
