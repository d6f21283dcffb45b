//! The board of `#/classical` as SVG, for any ruleset: one picture per
//! board of a sum, side by side. Thin: what a click, drag or key does and
//! how sites are marked come from [`crate::view_model::board`]; the layout
//! from [`crate::layout::board`]. The boards are one tab stop; the arrow
//! keys move a cursor and Enter or Space clicks it.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::classical::rulesets::{Board, Glyph, Owner};
use crate::games::common::Player;
use crate::layout::board::{board_layout, Shape, SiteBox};
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
    pub mode: Rc<Mode>,
    /// Who would move (colours the preview).
    #[prop_or_default]
    pub mover: Option<Player>,
    /// `Domineering`: the accessible name says what the boards are.
    pub name: AttrValue,
    pub on_outcome: Callback<Outcome>,
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
            if let Some(k) = Key::of(&e.key()) {
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
    let h = handlers(&act, &down, &pointer);
    let onfocus = act.reform(|_: FocusEvent| BoardAction::Focus);
    let line = if pointer.said.is_empty() {
        cursor_line(&props.boards, &props.mode, &pointer)
    } else {
        pointer.said.clone()
    };
    let n = props.boards.len();
    let hint = match &*props.mode {
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
                    let m = marks(&props.boards, &props.mode, &pointer, b, before);
                    html! {
                        <>
                            if b > 0 { <span class="board-plus" aria-hidden="true">{ "+" }</span> }
                            { picture(b, n, board, &m) }
                        </>
                    }
                }) }
            </div>
            <p id="board-live" class="board-live" aria-live="polite">{ line }</p>
        </div>
    }
}

/// One board as an SVG picture.
fn picture(b: usize, n: usize, board: &Board, marks: &[Marks]) -> Html {
    let l = board_layout(board);
    let title = if n > 1 {
        format!("board {}", b + 1)
    } else {
        "board".to_string()
    };
    html! {
        <svg class="board" viewBox={format!("0 0 {} {}", l.width, l.height)}
             style={format!("width: calc({}px * var(--scale, 1))", l.width)}
             role="img" aria-label={title}>
            { for l.labels.iter().map(|t| html! {
                <text class="coord" x={t.x.to_string()} y={t.y.to_string()}>{ &t.text }</text>
            }) }
            if let Some((x0, x1, y)) = l.ground {
                <line class="ground" x1={x0.to_string()} x2={x1.to_string()} y1={y.to_string()} y2={y.to_string()} />
            }
            { for l.sites.iter().enumerate().map(|(s, bx)| {
                let glyph = board.sites.get(s).copied().unwrap_or(Glyph::Empty);
                site(b, s, board, bx, glyph, marks.get(s).copied().unwrap_or_default())
            }) }
        </svg>
    }
}

fn site(b: usize, s: usize, board: &Board, bx: &SiteBox, glyph: Glyph, m: Marks) -> Html {
    let class = classes!(
        "site",
        m.legal.then_some("legal"),
        m.selected.then_some("selected"),
        m.preview.then_some("preview"),
        m.cursor.then_some("cursor"),
        m.changed.then_some("changed"),
        m.grade.map(|g| format!("hint-{}", g.code())),
    );
    let (cx, cy) = bx.center();
    let name = match m.grade {
        Some(g) => format!(
            "{}: {}, {}",
            board.site_name(s),
            glyph.describe(),
            g.words()
        ),
        None => format!("{}: {}", board.site_name(s), glyph.describe()),
    };
    let ground = match bx.shape {
        Shape::Cell => html! {
            <rect class={classes!("cell", (glyph == Glyph::Blocked).then_some("blocked"))}
                  x={(bx.x + 1.0).to_string()} y={(bx.y + 1.0).to_string()}
                  width={(bx.size - 2.0).to_string()} height={(bx.size - 2.0).to_string()} rx="3" />
        },
        Shape::Pebble => html! {},
    };
    let piece = match glyph {
        Glyph::Piece { owner, mark } => {
            let (who, letter) = match owner {
                Owner::Left => ("left", mark.to_string()),
                Owner::Right => ("right", mark.to_string()),
                Owner::Neutral => ("neutral", String::new()),
            };
            let r = match bx.shape {
                Shape::Cell => bx.size * 0.36,
                Shape::Pebble => bx.size * 0.42,
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
        Glyph::Empty | Glyph::Blocked => html! {},
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
