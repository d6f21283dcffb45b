//! The rulesets a command line or an expression can name: every ruleset of
//! the [`REGISTRY`](super::REGISTRY), and rulesets added under a name for
//! one session (a script: [`ScriptRuleset`](crate::classical::script::ScriptRuleset)).
//! The expression parser is given one ([`Universe::parse_expr_in`](crate::classical::Universe::parse_expr_in));
//! [`Rulesets::builtin`] holds the registry alone.

use std::sync::Arc;

use super::{AnyRuleset, PositionError, RulesetId};
use crate::notation::shown;

/// A ruleset added under a name: shared, so one compiled script serves
/// every solver of a session.
pub type Named = Arc<dyn AnyRuleset + Send>;

/// The registry's rulesets and rulesets added under a name.
#[derive(Clone, Default)]
pub struct Rulesets {
    named: Vec<(String, Named)>,
}

/// The registry alone.
static BUILTIN: Rulesets = Rulesets { named: Vec::new() };

/// Words an expression reads otherwise (`Tiny(2)`).
const RESERVED: &[&str] = &["tiny", "miny"];

impl Rulesets {
    /// The registry alone: what expressions name when nothing is added.
    pub fn builtin() -> &'static Rulesets {
        &BUILTIN
    }

    /// Adds `ruleset` under `name`: a word of ASCII letters, digits and
    /// `_` starting with a letter, naming no ruleset of the registry and
    /// none added before (ignoring case, as lookups do).
    pub fn add(&mut self, name: &str, ruleset: Named) -> Result<(), PositionError> {
        self.check_name(name)?;
        self.named.push((name.to_string(), ruleset));
        Ok(())
    }

    /// Whether `name` can be added ([`Rulesets::add`]), before the ruleset
    /// is made (a script read and compiled).
    pub fn check_name(&self, name: &str) -> Result<(), PositionError> {
        let bad = |reason: &str| PositionError::bad(name, reason);
        let mut chars = name.chars();
        let word = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !word {
            return Err(bad(
                "a ruleset's name is a word of letters, digits and `_`, starting with a letter",
            ));
        }
        if name.parse::<RulesetId>().is_ok() {
            return Err(bad("is a built-in ruleset; give the script another name"));
        }
        if RESERVED.iter().any(|r| r.eq_ignore_ascii_case(name)) {
            return Err(bad(
                "is a word of expressions; give the script another name",
            ));
        }
        if self.named(name).is_some() {
            return Err(bad("is given twice"));
        }
        Ok(())
    }

    fn named(&self, name: &str) -> Option<&Named> {
        self.named
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, r)| r)
    }

    /// Whether rulesets were added to the registry's.
    pub fn has_named(&self) -> bool {
        !self.named.is_empty()
    }

    /// The ruleset called `name` (ignoring case and surrounding spaces):
    /// one of the registry, or one added; the error lists them all.
    pub fn find(&self, name: &str) -> Result<&dyn AnyRuleset, PositionError> {
        let t = name.trim();
        if let Ok(id) = t.parse::<RulesetId>() {
            return Ok(id.rules());
        }
        match self.named(t) {
            Some(r) => Ok(&**r),
            None => Err(PositionError::UnknownRuleset {
                token: shown(t),
                known: self.known(),
            }),
        }
    }

    /// `domineering, clobber, …`, then the added names.
    pub fn known(&self) -> String {
        let mut known = RulesetId::known();
        for (n, _) in &self.named {
            known.push_str(", ");
            known.push_str(n);
        }
        known
    }
}

impl std::fmt::Debug for Rulesets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.named.iter().map(|(n, _)| n.as_str()).collect();
        f.debug_struct("Rulesets").field("named", &names).finish()
    }
}
