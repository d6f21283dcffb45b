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
