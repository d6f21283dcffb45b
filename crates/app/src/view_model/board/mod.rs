//! The board of `#/classical`, for any ruleset: what a click, a drag or a
//! key does, and how each site is marked. The same board edits a position
//! (a click cycles a cell) and plays it (a move is made by touching its
//! sites in turn; as soon as the sites touched start one legal move only,
//! that move is played). The keyboard moves a cursor over the sites
//! (arrow keys; across the boards of a sum at their edges), Enter or Space
//! clicks it, Escape drops a half-made move. [`reduce`] is pure; the page
//! only forwards pointer and key events and draws [`BoardView`]s.

pub mod edit;
pub mod game;

use crate::games::classical::rulesets::{Board, Geometry, Glyph};
use crate::layout::board::{board_layout, Shape};
use crate::view_model::play::Grade;

/// A legal move on one board of the sum: its label (with the board's
/// number in a sum, as `moves=` writes it) and its gesture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playable {
    pub board: usize,
    pub label: String,
    /// The move in words (`placed a domino at b2`), for the live line.
    pub action: String,
    pub sites: Vec<usize>,
    /// How good the move is, when move values are shown (`hints=1`).
    pub grade: Option<Grade>,
}

/// What a click does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Clicks change the position.
    Edit,
    /// Clicks make these moves (empty: not the visitor's turn, or over).
    Play(Vec<Playable>),
}

/// The pointer and keyboard state of a sum of boards (not in the URL).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pointer {
    /// (board, site) of the keyboard cursor.
    pub cursor: Option<(usize, usize)>,
    /// The sites touched so far of a move being made, on `board`.
    pub selection: Vec<usize>,
    pub board: usize,
    /// (board, site) under the mouse.
    pub hover: Option<(usize, usize)>,
    /// What the last key or click did, for the live line.
    pub said: String,
    /// (board, sites) of the move the visitor made last on this board: a
    /// second click on its other cell (a domino clicked on both cells) is
    /// part of that gesture, not a new move.
    pub played: Option<(usize, Vec<usize>)>,
}

/// An arrow key, Enter/Space, or Escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Up,
    Down,
    Left,
    Right,
    Enter,
    Escape,
}

impl Key {
    /// The key of a `KeyboardEvent.key`, if the board uses it.
    pub fn of(key: &str) -> Option<Key> {
        Some(match key {
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "Enter" | " " => Key::Enter,
            "Escape" => Key::Escape,
            _ => return None,
        })
    }

    /// The key of a `KeyboardEvent.key` the board takes: in presenter mode
    /// the step keys (← and →) step the game wherever the focus is, and
    /// the board keeps them only while it is being edited.
    pub fn for_board(key: &str, presenting: bool, editing: bool) -> Option<Key> {
        let stepping = presenting && !editing && super::present::step_of_key(key).is_some();
        if stepping {
            None
        } else {
            Key::of(key)
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardAction {
    Hover(usize, usize),
    Leave,
    /// A click (or a tap) on (board, site).
    Click(usize, usize),
    /// A drag on board `.0` from site `.1` to site `.2`.
    Drag(usize, usize, usize),
    Key(Key),
    /// The board got the keyboard focus.
    Focus,
}

/// What the page must do after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play the move with this label.
    Play(String),
    /// Cycle this site of this board (edit mode).
    Edit(usize, usize),
}

/// The next pointer state and what to do, after `action` on `boards`.
pub fn reduce(
    boards: &[Board],
    mode: &Mode,
    p: &Pointer,
    action: BoardAction,
) -> (Pointer, Option<Outcome>) {
    let mut next = p.clone();
    let outcome = match action {
        BoardAction::Hover(b, s) => {
            next.hover = Some((b, s));
            None
        }
        BoardAction::Leave => {
            next.hover = None;
            None
        }
        BoardAction::Focus => {
            if next.cursor.is_none() {
                next.cursor = first_site(boards, mode);
            }
            next.said = cursor_line(boards, mode, &next);
            None
        }
        BoardAction::Click(b, s) => {
            next.cursor = Some((b, s));
            touch(boards, mode, &mut next, b, s)
        }
        BoardAction::Drag(b, s, t) => {
            next.cursor = Some((b, t));
            next.board = b;
            next.selection = vec![s];
            touch(boards, mode, &mut next, b, t)
        }
        BoardAction::Key(Key::Escape) => {
            next.selection.clear();
            next.said = "Move dropped.".into();
            None
        }
        BoardAction::Key(Key::Enter) => match next.cursor {
            Some((b, s)) => touch(boards, mode, &mut next, b, s),
            None => None,
        },
        BoardAction::Key(k) => {
            let from = next.cursor.or_else(|| first_site(boards, mode));
            next.cursor = from.map(|c| step(boards, mode, c, k));
            next.said = cursor_line(boards, mode, &next);
            None
        }
    };
    (next, outcome)
}

/// The moves of `mode` on board `b` whose gesture starts with `sel`.
fn matching<'a>(mode: &'a Mode, b: usize, sel: &[usize]) -> Vec<&'a Playable> {
    match mode {
        Mode::Edit => Vec::new(),
        Mode::Play(moves) => moves
            .iter()
            .filter(|m| m.board == b && m.sites.starts_with(sel))
            .collect(),
    }
}

/// A touch of site `s` of board `b`: extends the move being made, or
/// starts a new one; plays the move once it is the only one.
fn touch(boards: &[Board], mode: &Mode, p: &mut Pointer, b: usize, s: usize) -> Option<Outcome> {
    if *mode == Mode::Edit {
        return Some(Outcome::Edit(b, s));
    }
    if p.board == b && p.selection.last() == Some(&s) {
        p.selection.pop();
        p.said = "Move dropped.".into();
        return None;
    }
    let mut sel = if p.board == b {
        p.selection.clone()
    } else {
        Vec::new()
    };
    sel.push(s);
    let mut found = matching(mode, b, &sel);
    if found.is_empty() && sel.len() > 1 {
        sel = vec![s];
        found = matching(mode, b, &sel);
    }
    let exact: Vec<&&Playable> = found.iter().filter(|m| m.sites == sel).collect();
    let name = site_name(boards, b, s);
    let chosen = match (found.len(), exact.len()) {
        (1, _) => Some(found[0]),
        (_, 1) => Some(*exact[0]),
        _ => None,
    };
    if let Some(m) = chosen {
        p.selection.clear();
        p.said = format!("You {}.", m.action);
        p.played = Some((b, m.sites.clone()));
        return Some(Outcome::Play(m.label.clone()));
    }
    let finishes_last = p
        .played
        .as_ref()
        .is_some_and(|(pb, sites)| *pb == b && sites.first() != Some(&s) && sites.contains(&s));
    if found.is_empty() && finishes_last && sel.len() == 1 {
        // The rest of the gesture of the move just played.
        p.played = None;
        p.selection.clear();
        return None;
    }
    p.played = None;
    if found.is_empty() {
        p.selection.clear();
        p.said = match mode {
            Mode::Play(moves) if moves.is_empty() => "It is not your move.".into(),
            _ => format!("No move of yours starts at {name}."),
        };
        return None;
    }
    p.board = b;
    p.selection = sel.clone();
    let next: Vec<String> = continuations(&found, sel.len())
        .into_iter()
        .map(|t| site_name(boards, b, t))
        .collect();
    p.said = format!("{name} chosen; now {}.", or_list(&next));
    None
}

/// The sites that may come next after `len` sites of these moves.
fn continuations(moves: &[&Playable], len: usize) -> Vec<usize> {
    let mut out: Vec<usize> = moves
        .iter()
        .filter_map(|m| m.sites.get(len).copied())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn or_list(items: &[String]) -> String {
    match items {
        [] => "nothing".into(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// `b2` on one board, `board 2, b2` in a sum.
fn site_name(boards: &[Board], b: usize, s: usize) -> String {
    let name = boards.get(b).map_or_else(String::new, |x| x.site_name(s));
    if boards.len() > 1 {
        format!("board {}, {name}", b + 1)
    } else {
        name
    }
}

/// Where the cursor starts: the first site a move starts from, else the
/// first site.
fn first_site(boards: &[Board], mode: &Mode) -> Option<(usize, usize)> {
    if let Mode::Play(moves) = mode {
        if let Some(m) = moves.first() {
            return m.sites.first().map(|&s| (m.board, s));
        }
    }
    boards
        .iter()
        .position(|b| !b.sites.is_empty())
        .map(|b| (b, 0))
}

/// The live line of the cursor: the site, what is on it, what Enter does.
pub fn cursor_line(boards: &[Board], mode: &Mode, p: &Pointer) -> String {
    let Some((b, s)) = p.cursor else {
        return String::new();
    };
    let Some(glyph) = boards.get(b).and_then(|x| x.sites.get(s)) else {
        return String::new();
    };
    let what = format!("{}: {}", site_name(boards, b, s), glyph.describe());
    let sel = if p.board == b { &p.selection[..] } else { &[] };
    let mut with = sel.to_vec();
    with.push(s);
    let does = match mode {
        Mode::Edit if *glyph == Glyph::Vertex => "Enter grows or joins an edge here".to_string(),
        Mode::Edit => "Enter changes it".to_string(),
        Mode::Play(moves) if moves.is_empty() => "not your move".to_string(),
        Mode::Play(_) => match matching(mode, b, &with).as_slice() {
            [] => "no move of yours starts here".to_string(),
            [one] => format!("Enter {}", one.action),
            more => format!("Enter chooses it ({} moves)", more.len()),
        },
    };
    format!("{what}; {does}.")
}

/// The cursor after arrow key `k` from (board, site).
fn step(boards: &[Board], mode: &Mode, (b, s): (usize, usize), k: Key) -> (usize, usize) {
    let Some(board) = boards.get(b) else {
        return (b, s);
    };
    match &board.geometry {
        Geometry::Grid { w, h } => grid_step(boards, (b, s), (*w, *h), k),
        Geometry::Strip { len } => grid_step(boards, (b, s), (*len, 1), k),
        Geometry::Heaps { sizes } => heap_step(boards, (b, s), &board.geometry, sizes, k),
        Geometry::Graph { .. } => graph_step(boards, *mode == Mode::Edit, (b, s), k),
    }
}

/// On a graph the arrow keys go to the nearest site in their direction
/// (by the drawing: an edge's middle, a vertex's point), counting a step
/// aside twice; vertices only while editing. Past the last site to the
/// left or right, the neighbouring board of the sum.
fn graph_step(boards: &[Board], edit: bool, (b, s): (usize, usize), k: Key) -> (usize, usize) {
    let l = board_layout(&boards[b]);
    let Some(here) = l.sites.get(s).map(|x| x.center()) else {
        return (b, s);
    };
    let best = l
        .sites
        .iter()
        .enumerate()
        .filter(|&(t, x)| t != s && (edit || x.shape == Shape::Edge))
        .filter_map(|(t, x)| {
            let (dx, dy) = (x.center().0 - here.0, x.center().1 - here.1);
            let (ahead, aside) = match k {
                Key::Up => (-dy, dx),
                Key::Down => (dy, dx),
                Key::Left => (-dx, dy),
                Key::Right => (dx, dy),
                Key::Enter | Key::Escape => return None,
            };
            (ahead > 1.0).then_some((ahead + 2.0 * aside.abs(), t))
        })
        .min_by(|x, y| x.0.total_cmp(&y.0));
    match (best, k) {
        (Some((_, t)), _) => (b, t),
        (None, Key::Left) => neighbour_board(boards, b, false).unwrap_or((b, s)),
        (None, Key::Right) => neighbour_board(boards, b, true).unwrap_or((b, s)),
        (None, _) => (b, s),
    }
}

fn grid_step(
    boards: &[Board],
    (b, s): (usize, usize),
    (w, h): (usize, usize),
    k: Key,
) -> (usize, usize) {
    let (r, c) = (s / w.max(1), s % w.max(1));
    match k {
        Key::Up => (b, r.saturating_sub(1) * w + c),
        Key::Down => (b, (r + 1).min(h - 1) * w + c),
        Key::Left if c > 0 => (b, s - 1),
        Key::Right if c + 1 < w => (b, s + 1),
        Key::Left => neighbour_board(boards, b, false).unwrap_or((b, s)),
        Key::Right => neighbour_board(boards, b, true).unwrap_or((b, s)),
        Key::Enter | Key::Escape => (b, s),
    }
}

fn heap_step(
    boards: &[Board],
    (b, s): (usize, usize),
    g: &Geometry,
    sizes: &[u32],
    k: Key,
) -> (usize, usize) {
    let (h, p) = g.heap_of(s).unwrap_or((0, 0));
    let in_heap = |h: usize, p: usize| g.heap_site(h, p.min(sizes[h] as usize - 1));
    let across = |forward: bool| {
        let mut order: Vec<usize> = if forward {
            (h + 1..sizes.len()).collect()
        } else {
            (0..h).rev().collect()
        };
        order.retain(|&x| sizes[x] > 0);
        order.first().and_then(|&x| in_heap(x, p))
    };
    match k {
        Key::Up => (b, g.heap_site(h, p + 1).unwrap_or(s)),
        Key::Down => (b, g.heap_site(h, p.saturating_sub(1)).unwrap_or(s)),
        Key::Left => across(false)
            .map(|t| (b, t))
            .or_else(|| neighbour_board(boards, b, false))
            .unwrap_or((b, s)),
        Key::Right => across(true)
            .map(|t| (b, t))
            .or_else(|| neighbour_board(boards, b, true))
            .unwrap_or((b, s)),
        Key::Enter | Key::Escape => (b, s),
    }
}

/// The first site of the next (or previous) board of the sum that has one.
fn neighbour_board(boards: &[Board], b: usize, forward: bool) -> Option<(usize, usize)> {
    let order: Vec<usize> = if forward {
        (b + 1..boards.len()).collect()
    } else {
        (0..b).rev().collect()
    };
    order
        .into_iter()
        .find(|&x| !boards[x].sites.is_empty())
        .map(|x| (x, 0))
}

/// How a site is marked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// A move of the visitor starts here (or continues the one being made).
    pub legal: bool,
    /// Touched already in the move being made.
    pub selected: bool,
    /// Part of the move the pointer or cursor would make.
    pub preview: bool,
    pub cursor: bool,
    /// Changed by the last move played (the computer's answer shows here).
    pub changed: bool,
    /// With move values shown: the best grade of the moves that go on here.
    pub grade: Option<Grade>,
}

/// The marks of every site of board `b`; `before` is the board before the
/// last move, if any.
pub fn marks(
    boards: &[Board],
    mode: &Mode,
    p: &Pointer,
    b: usize,
    before: Option<&Board>,
) -> Vec<Marks> {
    let n = boards.get(b).map_or(0, |x| x.sites.len());
    let mut out = vec![Marks::default(); n];
    let sel: &[usize] = if p.board == b { &p.selection } else { &[] };
    let next = matching(mode, b, sel);
    for t in continuations(&next, sel.len()) {
        if let Some(m) = out.get_mut(t) {
            m.legal = true;
        }
    }
    for m in &next {
        if let (Some(&t), Some(g)) = (m.sites.get(sel.len()), m.grade) {
            if let Some(x) = out.get_mut(t) {
                x.grade = Some(x.grade.map_or(g, |h| h.min(g)));
            }
        }
    }
    for &t in sel {
        if let Some(m) = out.get_mut(t) {
            m.selected = true;
        }
    }
    // The pointer's site (else the cursor's): the sites of the moves it
    // would make or choose.
    if let Some((hb, hs)) = p.hover.or(p.cursor).filter(|&(hb, _)| hb == b) {
        let mut with = sel.to_vec();
        with.push(hs);
        for m in matching(mode, hb, &with) {
            for &t in &m.sites {
                if let Some(x) = out.get_mut(t) {
                    x.preview = true;
                }
            }
        }
    }
    if let Some((cb, cs)) = p.cursor {
        if cb == b {
            if let Some(m) = out.get_mut(cs) {
                m.cursor = true;
            }
        }
    }
    if let (Some(before), Some(now)) = (before, boards.get(b)) {
        if before.geometry == now.geometry {
            for (i, (x, y)) in before.sites.iter().zip(&now.sites).enumerate() {
                out[i].changed = x != y;
            }
        }
    }
    out
}
