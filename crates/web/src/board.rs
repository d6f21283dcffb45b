//! The board of `#/classical` as SVG, for any ruleset: one picture per
//! board of a sum, side by side. Thin: what a click, drag or key does and
//! how sites are marked come from [`crate::view_model::board`]; the layout
//! from [`crate::layout::board`]. The boards are one tab stop; the arrow
//! keys move a cursor and Enter or Space clicks it.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::present::use_presenting;
use crate::games::classical::rulesets::{Board, Geometry, Glyph, Owner};
use crate::games::common::Player;
use crate::layout::board::{
    board_layout_in, ghosts, BoardLayout, CakeLayout, Ghosts, Shape, SiteBox,
};
use crate::view_model::board::{
    cursor_line, marks, reduce, BoardAction, Key, Marks, Mode, Outcome, Pointer,
};

#[derive(Properties, PartialEq)]
pub struct BoardsProps {
    /// The boards of the sum.
    pub boards: Rc<Vec<Board>>,
    /// The boards before the last move, to mark what it changed.
    #[prop_or_default]
    pub before: Option<Rc<Vec<Board>>>,
    /// The boards at the game's start: each board keeps their size and
    /// places (`layout::board::frame`).
    #[prop_or_default]
    pub frame: Option<Rc<Vec<Board>>>,
    /// Cutcake: each board's pieces in place and its cuts.
    #[prop_or_default]
    pub cakes: Rc<Vec<Option<CakeLayout>>>,
    /// The board of the last move (its last cut is marked).
    #[prop_or_default]
    pub last: Option<usize>,
    pub mode: Rc<Mode>,
    /// Who would move (colours the preview).
    #[prop_or_default]
    pub mover: Option<Player>,
    /// `Domineering`: the accessible name says what the boards are.
    pub name: AttrValue,
    pub on_outcome: Callback<Outcome>,
    /// (board, site) chosen by the editor (the first end of a new edge).
    #[prop_or_default]
    pub picked: Option<(usize, usize)>,
}

/// The `data-site` of the site under a DOM node: (board, site).
fn site_at(target: Option<web_sys::Element>) -> Option<(usize, usize)> {
    let el = target?.closest("[data-site]").ok()??;
    let v = el.get_attribute("data-site")?;
    let (b, s) = v.split_once(':')?;
    Some((b.parse().ok()?, s.parse().ok()?))
}

fn site_of_event(e: &PointerEvent) -> Option<(usize, usize)> {
    site_at(
        e.target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok()),
    )
}

/// The site under the pointer where it was released (a touch keeps its
/// events on the element it started on).
fn site_under(e: &PointerEvent) -> Option<(usize, usize)> {
    let doc = web_sys::window()?.document()?;
    site_at(doc.element_from_point(e.client_x() as f32, e.client_y() as f32))
}

/// The pointer and key handlers of the boards.
struct Handlers {
    down: Callback<PointerEvent>,
    up: Callback<PointerEvent>,
    moved: Callback<PointerEvent>,
    leave: Callback<PointerEvent>,
    key: Callback<KeyboardEvent>,
}

/// A press starts a drag on a site; the release ends it on a site (the
/// same one: a click); moving the pointer marks the site under it.
fn handlers(
    act: &Callback<BoardAction>,
    presenting: bool,
    editing: bool,
    down: &Rc<std::cell::RefCell<Option<(usize, usize)>>>,
    pointer: &UseStateHandle<Pointer>,
) -> Handlers {
    let down_at = {
        let down = down.clone();
        Callback::from(move |e: PointerEvent| *down.borrow_mut() = site_of_event(&e))
    };
    let up = {
        let (down, act) = (down.clone(), act.clone());
        Callback::from(move |e: PointerEvent| {
            let from = down.borrow_mut().take();
            match (from, site_under(&e)) {
                (Some((b, s)), Some((b2, t))) if b == b2 && s != t => {
                    act.emit(BoardAction::Drag(b, s, t))
                }
                (_, Some((b, t))) => act.emit(BoardAction::Click(b, t)),
                (_, None) => {}
            }
        })
    };
    let moved = {
        let (act, pointer) = (act.clone(), pointer.clone());
        Callback::from(move |e: PointerEvent| {
            let at = site_of_event(&e);
            if at != pointer.hover {
                act.emit(at.map_or(BoardAction::Leave, |(b, s)| BoardAction::Hover(b, s)));
            }
        })
    };
    let leave = act.reform(|_: PointerEvent| BoardAction::Leave);
    let key = {
        let act = act.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(k) = Key::for_board(&e.key(), presenting, editing) {
                e.prevent_default();
                act.emit(BoardAction::Key(k));
            }
        })
    };
    Handlers {
        down: down_at,
        up,
        moved,
        leave,
        key,
    }
}

#[component]
pub fn Boards(props: &BoardsProps) -> Html {
    let pointer = use_state(Pointer::default);
    let down = use_mut_ref(|| None::<(usize, usize)>);
    {
        // A new position or mode starts without a half-made move.
        let pointer = pointer.clone();
        use_effect_with((props.boards.clone(), props.mode.clone()), move |_| {
            let p = (*pointer).clone();
            if !p.selection.is_empty() {
                pointer.set(Pointer {
                    selection: Vec::new(),
                    ..p
                });
            }
        });
    }
    let act = {
        let (pointer, boards, mode) = (pointer.clone(), props.boards.clone(), props.mode.clone());
        let on = props.on_outcome.clone();
        Callback::from(move |a: BoardAction| {
            let (next, out) = reduce(&boards, &mode, &pointer, a);
            pointer.set(next);
            if let Some(o) = out {
                on.emit(o);
            }
        })
    };
    let editing = matches!(*props.mode, Mode::Edit);
    let h = handlers(&act, use_presenting(), editing, &down, &pointer);
    let onfocus = act.reform(|_: FocusEvent| BoardAction::Focus);
    let line = if pointer.said.is_empty() {
        cursor_line(&props.boards, &props.mode, &pointer)
    } else {
        pointer.said.clone()
    };
    let n = props.boards.len();
    let graph = props
        .boards
        .iter()
        .any(|b| matches!(b.geometry, Geometry::Graph { .. }));
    let hint = match &*props.mode {
        Mode::Edit if graph => "click an edge or a vertex to edit the picture",
        Mode::Edit => "click a cell to change it",
        Mode::Play(_) => "click or drag to move; arrow keys and Enter work too",
    };
    let preview = match props.mover {
        Some(Player::Left) => "preview-left",
        Some(Player::Right) => "preview-right",
        None => "preview-none",
    };
    html! {
        <div class="board-area">
            <div class={classes!("boards", preview, matches!(*props.mode, Mode::Edit).then_some("editing"))}
                 tabindex="0" role="group" aria-roledescription="game board"
                 aria-label={format!("{}: {n} board{}, {hint}", props.name, if n == 1 { "" } else { "s" })}
                 aria-describedby="board-live"
                 onkeydown={h.key} {onfocus} onpointerdown={h.down} onpointerup={h.up}
                 onpointermove={h.moved} onpointerleave={h.leave}>
                { for props.boards.iter().enumerate().map(|(b, board)| {
                    let before = props.before.as_ref().and_then(|v| v.get(b));
                    let mut m = marks(&props.boards, &props.mode, &pointer, b, before);
                    if let Some(x) = props.picked.filter(|p| p.0 == b).and_then(|p| m.get_mut(p.1)) {
                        x.selected = true;
                    }
                    let frame = props.frame.as_ref().and_then(|v| v.get(b));
                    let cake = props.cakes.get(b).and_then(Option::as_ref);
                    let before = if cake.is_some() { None } else { before };
                    html! {
                        <>
                            if b > 0 { <span class="board-plus" aria-hidden="true">{ "+" }</span> }
                            { picture(b, n, board, &m, frame, before, cake.map(|c| (c, props.last == Some(b)))) }
                        </>
                    }
                }) }
            </div>
            <p id="board-live" class="board-live" aria-live="polite">{ line }</p>
        </div>
    }
}

/// One board as an SVG picture, in the frame of the game's start, with
/// what the last move took away as ghosts.
fn picture(
    b: usize,
    n: usize,
    board: &Board,
    marks: &[Marks],
    frame: Option<&Board>,
    before: Option<&Board>,
    cake: Option<(&CakeLayout, bool)>,
) -> Html {
    let l = cake.map_or_else(|| board_layout_in(board, frame), |c| c.0.layout.clone());
    let cuts = cake.map_or(&[][..], |c| &c.0.cuts[..]);
    let last = cake.is_some_and(|c| c.1);
    let gone = before.map(|x| ghosts(board, x, frame)).unwrap_or_default();
    let title = if n > 1 {
        format!("board {}", b + 1)
    } else {
        "board".to_string()
    };
    html! {
        <svg class={classes!("board", l.graph.is_some().then_some("graph"))} viewBox={format!("0 0 {} {}", l.width, l.height)}
             style={format!("width: calc({}px * var(--scale, 1))", l.width)}
             role="img" aria-label={title}>
            { for l.labels.iter().map(|t| html! {
                <text class="coord" x={t.x.to_string()} y={t.y.to_string()}>{ &t.text }</text>
            }) }
            // A graph's ground is its site, drawn over the site's halo.
            if let Some((x0, x1, y)) = l.ground.filter(|_| l.graph.is_none()) {
                <line class="ground" x1={x0.to_string()} x2={x1.to_string()} y1={y.to_string()} y2={y.to_string()} />
            }
            { ghost_html(&gone) }
            { for drawing_order(&l).into_iter().map(|s| {
                let glyph = board.sites.get(s).copied().unwrap_or(Glyph::Empty);
                let m = marks.get(s).copied().unwrap_or_default();
                match l.sites[s].shape {
                    Shape::Cell | Shape::Pebble => site(b, s, board, &l.sites[s], glyph, m),
                    Shape::Edge | Shape::Vertex | Shape::Ground => graph_site(b, s, board, &l, glyph, m),
                }
            }) }
            { for cuts.iter().enumerate().map(|(i, c)| html! {
                <line class={classes!("cut", (last && i + 1 == cuts.len()).then_some("last"))} aria-hidden="true"
                      x1={c.x0.to_string()} y1={c.y0.to_string()} x2={c.x1.to_string()} y2={c.y1.to_string()} />
            }) }
        </svg>
    }
}

/// What the last move took away: cut edges dashed and thin at their
/// places, taken pebbles as outlines, the count over the heap.
fn ghost_html(g: &Ghosts) -> Html {
    if g.is_empty() {
        return html! {};
    }
    html! {
        <g class="ghosts" aria-hidden="true">
            { for g.strokes.iter().map(|s| html! { <path class="ghost-cut" d={s.path()} /> }) }
            { for g.pebbles.iter().map(|p| {
                let (cx, cy) = p.center();
                html! { <circle class="ghost" cx={cx.to_string()} cy={cy.to_string()} r={(p.size * 0.42).to_string()} /> }
            }) }
            { for g.taken.iter().map(|t| html! {
                <text class="taken" x={t.x.to_string()} y={t.y.to_string()}>{ &t.text }</text>
            }) }
        </g>
    }
}

/// Sites in the order they are drawn: the ground (under everything), then
/// the rest in site order (a graph's edges under its vertices).
fn drawing_order(l: &BoardLayout) -> Vec<usize> {
    // A site of size 0 is not drawn (a cake's gaps in its start's frame).
    let mut order: Vec<usize> = (0..l.sites.len())
        .filter(|&s| l.sites[s].size > 0.0)
        .collect();
    order.sort_by_key(|&s| l.sites[s].shape != Shape::Ground);
    order
}

fn site_class(m: Marks) -> Classes {
    classes!(
        "site",
        m.legal.then_some("legal"),
        m.selected.then_some("selected"),
        m.preview.then_some("preview"),
        m.cursor.then_some("cursor"),
        m.changed.then_some("changed"),
        m.grade.map(|g| format!("hint-{}", g.code())),
    )
}

/// An edge, a vertex or the ground of a graph: what is seen, a halo that
/// shows the marks, and a wide invisible stroke that takes the clicks.
fn graph_site(b: usize, s: usize, board: &Board, l: &BoardLayout, glyph: Glyph, m: Marks) -> Html {
    let bx = &l.sites[s];
    let (cx, cy) = bx.center();
    let (x, y) = (cx.to_string(), cy.to_string());
    let body = match (bx.shape, l.graph.as_ref().and_then(|g| g.strokes.get(s))) {
        (Shape::Edge, Some(stroke)) => {
            let d = stroke.path();
            let who = match glyph {
                Glyph::Edge { owner, .. } | Glyph::Piece { owner, .. } => owner_class(owner),
                Glyph::Empty | Glyph::Blocked | Glyph::Vertex => "neutral",
            };
            html! {
                <>
                    <path class="halo" d={d.clone()} />
                    <path class={classes!("edge", who)} {d} />
                    <path class="hit" d={stroke.band(20.0)} />
                </>
            }
        }
        (Shape::Ground, _) => {
            let (x0, x1, gy) = l.ground.unwrap_or((0.0, l.width, cy));
            html! {
                <>
                    <line class="halo" x1={x0.to_string()} x2={x1.to_string()} y1={gy.to_string()} y2={gy.to_string()} />
                    <line class="ground" x1={x0.to_string()} x2={x1.to_string()} y1={gy.to_string()} y2={gy.to_string()} />
                    <rect class="hit" x={x0.to_string()} y={(gy - 9.0).to_string()} width={(x1 - x0).to_string()} height="18" />
                </>
            }
        }
        _ => html! {
            <>
                <circle class="halo" cx={x.clone()} cy={y.clone()} r="9" />
                <circle class="dot" cx={x.clone()} cy={y.clone()} r="4.5" />
                <circle class="hit" cx={x} cy={y} r="12" />
            </>
        },
    };
    html! {
        <g class={classes!(site_class(m), "graph")} data-site={format!("{b}:{s}")}>
            <title>{ site_name(board, s, glyph, m) }</title>
            { body }
        </g>
    }
}

fn owner_class(owner: Owner) -> &'static str {
    match owner {
        Owner::Left => "left",
        Owner::Right => "right",
        Owner::Neutral => "neutral",
    }
}

/// A site's accessible name: `b2: empty`, with its grade when move values are shown.
fn site_name(board: &Board, s: usize, glyph: Glyph, m: Marks) -> String {
    match m.grade {
        Some(g) => format!(
            "{}: {}, {}",
            board.site_name(s),
            glyph.describe(),
            g.words()
        ),
        None => format!("{}: {}", board.site_name(s), glyph.describe()),
    }
}

fn site(b: usize, s: usize, board: &Board, bx: &SiteBox, glyph: Glyph, m: Marks) -> Html {
    let class = site_class(m);
    let (cx, cy) = bx.center();
    let name = site_name(board, s, glyph, m);
    let ground = match bx.shape {
        Shape::Cell => html! {
            <rect class={classes!("cell", (glyph == Glyph::Blocked).then_some("blocked"))}
                  x={(bx.x + 1.0).to_string()} y={(bx.y + 1.0).to_string()}
                  width={(bx.size - 2.0).to_string()} height={(bx.size - 2.0).to_string()} rx="3" />
        },
        Shape::Pebble | Shape::Edge | Shape::Vertex | Shape::Ground => html! {},
    };
    let piece = match glyph {
        Glyph::Piece { owner, mark } | Glyph::Edge { owner, mark } => {
            let who = owner_class(owner);
            let letter = match owner {
                Owner::Left | Owner::Right => mark.to_string(),
                Owner::Neutral => String::new(),
            };
            let r = match bx.shape {
                Shape::Cell => bx.size * 0.36,
                Shape::Pebble | Shape::Edge | Shape::Vertex | Shape::Ground => bx.size * 0.42,
            };
            html! {
                <>
                    <circle class={classes!("piece", who)} cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} />
                    if !letter.is_empty() {
                        <text class={classes!("mark", who)} x={cx.to_string()} y={cy.to_string()}>{ letter }</text>
                    }
                </>
            }
        }
        Glyph::Empty | Glyph::Blocked | Glyph::Vertex => html! {},
    };
    html! {
        <g {class} data-site={format!("{b}:{s}")}>
            <title>{ name }</title>
            { ground }
            { piece }
            <rect class="ring" x={(bx.x + 2.0).to_string()} y={(bx.y + 2.0).to_string()}
                  width={(bx.size - 4.0).to_string()} height={(bx.size - 4.0).to_string()} rx="5" />
        </g>
    }
}
