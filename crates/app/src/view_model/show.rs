//! Which result panels a view shows (`show=`): the pages ask [`Shown::shows`]
//! in one `if` per panel.

use crate::permalink::{Panel, View};

/// The panels picked by `show=`; the default shows every panel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown(Option<Vec<Panel>>);

impl Shown {
    /// The panels `view` shows: those of `show=`; without it every panel,
    /// except that an embed leaves out the toolbars ([`Panel::Tools`]): a
    /// lecture page shows the picture, its reader opens Pebbles to work on it.
    pub fn of(view: &View) -> Shown {
        let page = view.state.page();
        let embedded = || {
            let own = Panel::of(page);
            own.contains(&Panel::Tools)
                .then(|| own.iter().copied().filter(|&p| p != Panel::Tools).collect())
        };
        Shown(
            view.show
                .clone()
                .or_else(|| if view.embed { embedded() } else { None }),
        )
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

    #[test]
    fn an_embedded_tree_has_no_toolbar_unless_asked() {
        let shown = |hash: &str| Shown::of(&View::parse(hash).0);
        assert!(shown("#/tree?s=2,3&x=7").shows(Panel::Tools));
        let embedded = shown("#/tree?s=2,3&x=7&embed=1");
        assert!(!embedded.shows(Panel::Tools));
        assert!(embedded.shows(Panel::Tree) && embedded.shows(Panel::Steps));
        assert!(shown("#/tree?s=2,3&x=7&embed=1&show=tree,tools").shows(Panel::Tools));
        let only = shown("#/tree?s=2,3&x=7&embed=1&show=tree");
        assert!(only.shows(Panel::Tree) && !only.shows(Panel::Steps) && !only.shows(Panel::Tools));
        // Pages without a toolbar panel are whole in an embed.
        assert!(Panel::ALL.iter().all(|&p| shown("#/cs?embed=1").shows(p)));
    }
}
