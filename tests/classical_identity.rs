//! Identity of literal forms (`G === H`) against an oracle: games as plain
//! option trees, identical when each option of one side has an identical
//! option on the same side of the other (options are sets), recursively.

use pebbles::games::classical::{Universe, Value};
use proptest::prelude::*;

#[derive(Clone, Debug)]
struct Tree {
    left: Vec<Tree>,
    right: Vec<Tree>,
}

impl Tree {
    fn text(&self) -> String {
        let side = |ts: &[Tree]| ts.iter().map(Tree::text).collect::<Vec<_>>().join(",");
        format!("{{{}|{}}}", side(&self.left), side(&self.right))
    }

    fn sum(&self, o: &Tree) -> Tree {
        let mut left: Vec<Tree> = self.left.iter().map(|a| a.sum(o)).collect();
        left.extend(o.left.iter().map(|b| self.sum(b)));
        let mut right: Vec<Tree> = self.right.iter().map(|a| a.sum(o)).collect();
        right.extend(o.right.iter().map(|b| self.sum(b)));
        Tree { left, right }
    }

    fn identical(&self, o: &Tree) -> bool {
        let covers = |a: &[Tree], b: &[Tree]| a.iter().all(|x| b.iter().any(|y| x.identical(y)));
        covers(&self.left, &o.left)
            && covers(&o.left, &self.left)
            && covers(&self.right, &o.right)
            && covers(&o.right, &self.right)
    }
}

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree {
        left: vec![],
        right: vec![],
    });
    leaf.prop_recursive(3, 10, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(left, right)| Tree { left, right })
    })
}

fn truth(text: &str) -> bool {
    match Universe::new().parse_expr(text) {
        Ok(Value::Truth(t)) => t,
        other => panic!("{text}: {other:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn identity_agrees_with_the_oracle(a in tree(), b in tree(), c in tree()) {
        let (ta, tb, tc) = (a.text(), b.text(), c.text());
        prop_assert_eq!(truth(&format!("{ta} === {tb}")), a.identical(&b));
        // A sum is identical to the oracle's sum written out, and commutes.
        let ab = a.sum(&b).text();
        let laws = [
            format!("{ta} + {tb} === {ab}"),
            format!("{ta} + {tb} === {tb} + {ta}"),
            format!("({ta} + {tb}) + {tc} === {ta} + ({tb} + {tc})"),
            format!("{ta} + {{|}} === {ta}"),
            format!("-(-{ta}) === {ta}"),
        ];
        for law in laws {
            let holds = truth(&law);
            prop_assert!(holds, "{}", law);
        }
        let ac = a.sum(&c);
        prop_assert_eq!(truth(&format!("{ta} + {tc} === {tb} + {tc}")), ac.identical(&b.sum(&c)));
    }
}
