//! Which result panels a view shows (`show=`): the pages ask [`Shown::shows`]
//! in one `if` per panel.

use crate::permalink::{Panel, View};

/// The panels picked by `show=`; the default shows every panel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown(Option<Vec<Panel>>);

impl Shown {
    pub fn of(view: &View) -> Shown {
        Shown(view.show.clone())
    }

    pub fn shows(&self, panel: Panel) -> bool {
        self.0.as_ref().is_none_or(|picked| picked.contains(&panel))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_every_panel_unless_some_are_picked() {
        let all = Shown::of(&View::parse("#/cs").0);
        assert!(Panel::ALL.iter().all(|&p| all.shows(p)));
        let some = Shown::of(&View::parse("#/cs?show=table,play").0);
        assert!(some.shows(Panel::Table) && some.shows(Panel::Play));
        assert!(!some.shows(Panel::Chart));
    }
}
