//! The Play section of `#/cs`, `#/bcs`, `#/games`, `#/classical` and
//! `#/clobber` (issue 17): thin markup over [`crate::view_model::play`].
//! The game is solved once per position (memoised); every click is an
//! [`Action`] that the pure `reduce` turns into the page's next
//! [`PlayState`], which the page writes to its permalink.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::board::Boards;
use super::compute::{use_job, JobHandle, JobStatus};
use super::exports::position_exports;
use super::present::{use_present_step, use_presenting};
use crate::charts::value_history_chart;
use crate::games::classical::RulesetId;
use crate::games::common::play::PlayError;
use crate::games::common::Player;
use crate::jobs::{
    BoardPlayRequest, ClassicalRequest, JobRequest, JobResult, ScriptPlayRequest, ScriptPlayView,
    ScriptRequest,
};
use crate::state::{parse_seats, PlayState};
use crate::view_model::board::game::{self as board_game, BoardGame};
use crate::view_model::board::Outcome;
use crate::view_model::play::{
    action_of_step, panel as panel_view, reduce, reduce_script, script_panel, script_side,
    side_options, Action, Hint, HistoryView, PanelView, Setup, REPLY_PAUSE_MS,
};
use crate::view_model::present::Step;

/// The move a visitor points at in the move values table, at a classical
/// game's start: its name in the board's words (`b1–b2`), mover and the
/// option's canonical form. A page that provides this context (the
/// classical page) marks the option in its game tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Pointed {
    pub label: String,
    pub mover: Player,
    pub form: String,
}

/// The context the classical page provides (see [`Pointed`]): the move
/// pointed at, and what the game tree says of it (shown under the table,
/// where the visitor is looking, as well as at the tree).
#[derive(Clone, PartialEq)]
pub struct Pointing {
    pub handle: UseStateHandle<Option<Pointed>>,
    pub line: Option<String>,
}

#[derive(Properties, PartialEq)]
pub struct GameProps {
    pub setup: Result<Setup, PlayError>,
    pub play: PlayState,
    pub on_play: Callback<PlayState>,
    /// The game's name, to play it on its board (classical rulesets)
    /// rather than with a button per move.
    #[prop_or_default]
    pub board: Option<AttrValue>,
}

/// The Play section of a page: `set` writes the play state into the page's state.
pub fn panel<S: Clone + 'static>(
    state: &S,
    on_change: &Callback<S>,
    setup: Result<Setup, PlayError>,
    play: &PlayState,
    set: fn(&mut S, PlayState),
) -> Html {
    let (st, on) = (state.clone(), on_change.clone());
    let on_play = Callback::from(move |p: PlayState| {
        let mut next = st.clone();
        set(&mut next, p);
        on.emit(next)
    });
    html! { <GamePanel {setup} play={play.clone()} {on_play} /> }
}

/// The game against the equilibrium.
///
/// Long because it holds the panel's hooks in the order Yew requires:
/// the game, the presenter's keys, the computer's paused reply.
#[component]
pub fn GamePanel(props: &GameProps) -> Html {
    // Solved only while a game is on: a page that is not played costs nothing.
    let playing = props.play.seats.is_some();
    let presenting = use_presenting();
    let game = use_memo((props.setup.clone(), playing), |(s, playing)| match s {
        Ok(s) if *playing => s.game().map(|g| Some(Rc::new(g))),
        Ok(_) => Ok(None),
        Err(e) => Err(e.clone()),
    });
    let pointing = use_context::<Pointing>();
    let players = props.setup.as_ref().map_or(2, Setup::players);
    let side = use_state(|| side_options(players)[0].0.clone());
    let bid = use_state(String::new);
    let refused = use_state(|| None::<String>);
    let act = {
        let (game, play, on) = (game.clone(), props.play.clone(), props.on_play.clone());
        let refused = refused.clone();
        Callback::from(move |a: Action| {
            if let Ok(Some(g)) = &*game {
                match reduce(g, &play, a) {
                    Ok(next) => {
                        refused.set(None);
                        on.emit(next)
                    }
                    Err(e) => refused.set(Some(e.to_string())),
                }
            }
        })
    };
    let view = match &*game {
        Ok(Some(g)) => Some(panel_view(g, &props.play)),
        _ => None,
    };
    let waiting = view.as_ref().is_some_and(|v| v.waiting);
    {
        // Presenter mode: ← takes back a round, → plays it again, Home
        // and End go to the start and to the last round played.
        let (undo, redo) = view
            .as_ref()
            .map_or((false, false), |v| (v.can_undo, v.can_redo));
        let act = act.clone();
        let on_step = Callback::from(move |s: Step| {
            let back = matches!(s, Step::Back | Step::First);
            if (back && undo) || (!back && redo) {
                act.emit(action_of_step(s))
            }
        });
        use_present_step(presenting && playing, on_step);
    }
    {
        let act = act.clone();
        // The computer's reply comes after a pause, so that the visitor's
        // move is seen first (the board marks the reply when it lands).
        use_effect_with((waiting, props.play.clone()), move |(w, _)| {
            let pause = w.then(|| {
                gloo::timers::callback::Timeout::new(REPLY_PAUSE_MS, move || {
                    act.emit(Action::Reply)
                })
            });
            move || drop(pause)
        });
    }
    let body = match (&*game, view) {
        (Err(e), _) => html! { <p class="notice">{ e.to_string() }</p> },
        (Ok(Some(g)), Some(v)) => {
            let board = props.board.as_ref().and_then(|name| {
                let b = board_game::playing(g, &v, &g.tokens(&props.play))?;
                Some(board_html(name, b, &act))
            });
            game_view(v, board, &bid, &act, pointing.as_ref())
        }
        (Ok(_), _) => start_controls(players, &side, &props.on_play),
    };
    let title = match props.board {
        Some(_) => "Play on the board against the equilibrium",
        None => "Play against the equilibrium",
    };
    html! {
        <section id="play" class="play" aria-labelledby="play-title">
            <h2 id="play-title">{ title }</h2>
            { body }
            if let Some(e) = &*refused { <p class="error" role="alert">{ e }</p> }
        </section>
    }
}

/// A game the script worker plays: a script's position, or a position of
/// a loopy ruleset (the loopy engine is the script worker's too).
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerGame {
    Script(ScriptRequest),
    Loopy(RulesetId, Vec<String>),
    /// A short ruleset's boards too large for the main thread (the
    /// compute worker plays them).
    Board(RulesetId, Vec<String>),
}

impl WorkerGame {
    /// The request of the game so far.
    fn request(
        &self,
        you: Option<Player>,
        moves: Vec<String>,
        hints: bool,
        first: Player,
    ) -> JobRequest {
        let (ruleset, boards, loopy) = match self {
            WorkerGame::Script(s) => {
                return JobRequest::Classical(ClassicalRequest::ScriptPlay(ScriptPlayRequest {
                    script: s.clone(),
                    you,
                    moves,
                    hints,
                    first,
                }))
            }
            WorkerGame::Loopy(r, boards) => (*r, boards.clone(), true),
            WorkerGame::Board(r, boards) => (*r, boards.clone(), false),
        };
        let game = BoardPlayRequest {
            ruleset,
            boards,
            you,
            moves,
            hints,
            first,
        };
        JobRequest::Classical(match loopy {
            true => ClassicalRequest::LoopyPlay(game),
            false => ClassicalRequest::BoardPlay(game),
        })
    }

    /// How moves are written, under the panel's title.
    fn hint(&self) -> Html {
        match self {
            WorkerGame::Script(_) => html! {
                <>{ "A move is numbered among the mover's options in the order \
                    your script returns them, as " }<code>{ "pebbles play cgt --script" }</code>{ " numbers them." }</>
            },
            WorkerGame::Loopy(..) => html! {
                <>{ "Positions repeat in this game, so a draw is a result: the game ends in a draw \
                    when a position from which neither player can force a win comes back. Click a \
                    piece, then where it goes." }</>
            },
            WorkerGame::Board(r, _) => html! {
                <>{ format!("A large board: the computer thinks in the background (the worker), \
                    so its replies may take a moment. The page plays up to {} {} at once.",
                    r.info().limits.play, r.info().size_name) }</>
            },
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct ScriptGameProps {
    pub game: WorkerGame,
    /// Who moves first (`first=`).
    pub first: Player,
    pub play: PlayState,
    pub on_play: Callback<PlayState>,
}

/// The game against the equilibrium of a script's position, or of a
/// loopy ruleset's. The page's module has no script engine and no loopy
/// engine: every state of the game is a job of the script worker, which
/// replays the moves, plays the computer's replies and comments on every
/// move; the replies it played are then written to the page's `moves=`.
#[component]
pub fn ScriptGamePanel(props: &ScriptGameProps) -> Html {
    // The moves the worker was last asked to replay, and what it made of
    // them with its replies.
    let replayed = use_mut_ref(|| None::<(Vec<String>, Vec<String>)>);
    // A board the compute worker plays shows the visitor's move alone
    // first (replayed without replies), then after a pause the computer's
    // (`go`: the moves it may now answer), as the main thread's boards do.
    let go = use_state(|| None::<Vec<String>>);
    let (request, held) = worker_request(props, &replayed.borrow(), &go);
    let job = use_job(request);
    use_reply_pause(&job, held, &go);
    if let Some(v) = job.last.as_ref().and_then(|(r, _)| r.as_script_play()) {
        *replayed.borrow_mut() = Some((v.asked.clone(), v.moves.clone()));
    }
    let side = use_state(|| side_options(2)[0].0.clone());
    let bid = use_state(String::new);
    let refused = use_state(|| None::<String>);
    // The result of this state; while the worker replays the state that
    // only stores its replies, the replay that made them (the same game).
    let played: Option<Rc<JobResult>> = match (&job.status, &job.last) {
        (JobStatus::Done(r, _), _) if r.as_script_play().is_some() => Some(r.clone()),
        (JobStatus::Running { .. }, Some((r, _)))
            if r.as_script_play()
                .is_some_and(|v| v.moves == props.play.moves) =>
        {
            Some(r.clone())
        }
        _ => None,
    };
    {
        // The computer's replies become the page's moves (and its link).
        let (play, on) = (props.play.clone(), props.on_play.clone());
        use_effect_with(played.clone(), move |r| {
            if let Some(v) = r.as_ref().and_then(|r| r.as_script_play()) {
                if play.seats.is_some() && v.moves != play.moves {
                    on.emit(PlayState {
                        moves: v.moves.clone(),
                        ..play
                    });
                }
            }
        });
    }
    use_script_steps(&played, &props.play, &props.on_play);
    let body = match (
        &props.play.seats,
        &job.status,
        played.as_ref().and_then(|r| r.as_script_play()),
    ) {
        (None, _, _) => start_controls(2, &side, &props.on_play),
        (Some(_), _, Some(v)) => script_game_view(v, &props.play, &props.on_play, &bid, &refused),
        (Some(_), status, None) => script_waiting(&job, status, &props.on_play),
    };
    html! {
        <section id="play" class="play" aria-labelledby="play-title">
            <h2 id="play-title">{ "Play against the equilibrium" }</h2>
            <p class="hint">{ format!("{} moves first. ", props.first) }{ props.game.hint() }</p>
            { body }
            if let Some(e) = &*refused { <p class="error" role="alert">{ e }</p> }
        </section>
    }
}

/// Moves held back from the computer until the pause is over, with the
/// visitor's seat.
type Held = (Vec<String>, Option<Player>);

/// The worker's request for the game so far, and the moves held back.
fn worker_request(
    props: &ScriptGameProps,
    replayed: &Option<(Vec<String>, Vec<String>)>,
    go: &Option<Vec<String>>,
) -> (Option<JobRequest>, Option<Held>) {
    let Some(seats) = props.play.seats.as_ref() else {
        return (None, None);
    };
    let mut moves = props.play.moves.clone();
    // The state that only stores the computer's replies is the game the
    // worker has just replayed (its replies are deterministic): ask what
    // was asked then, so that no second job runs.
    if let Some((asked, out)) = replayed {
        if *out == moves {
            moves = asked.clone();
        }
    }
    let side = script_side(seats);
    let pausing = matches!(props.game, WorkerGame::Board(..));
    let hold = pausing && side.is_some() && go.as_ref() != Some(&moves);
    let held = hold.then(|| (moves.clone(), side));
    let you = if hold { None } else { side };
    let request = props
        .game
        .request(you, moves, props.play.hints, props.first);
    (Some(request), held)
}

/// Once the held replay is shown (the computer to move), the computer may
/// answer after the pause.
#[hook]
fn use_reply_pause(job: &JobHandle, held: Option<Held>, go: &UseStateHandle<Option<Vec<String>>>) {
    let due = match (&job.status, held) {
        (JobStatus::Done(r, _), Some((moves, side))) => r
            .as_script_play()
            .filter(|v| v.asked == moves && v.to_move.is_some_and(|p| Some(p) != side))
            .map(|_| moves),
        _ => None,
    };
    let go = go.clone();
    use_effect_with(due, move |due| {
        let pause = due
            .clone()
            .map(|m| gloo::timers::callback::Timeout::new(REPLY_PAUSE_MS, move || go.set(Some(m))));
        move || drop(pause)
    });
}

/// Presenter mode steps through a scripted game as on a ruleset's panel,
/// on the worker's replay `played` of it.
#[hook]
fn use_script_steps(played: &Option<Rc<JobResult>>, play: &PlayState, on: &Callback<PlayState>) {
    let presenting = use_presenting();
    let v = played.as_ref().and_then(|r| r.as_script_play()).cloned();
    let (now, on) = (play.clone(), on.clone());
    let on_step = Callback::from(move |s: Step| {
        let next = v
            .as_ref()
            .map(|v| reduce_script(v, &now, action_of_step(s)));
        if let Some(Ok(next)) = next.filter(|n| n.as_ref() != Ok(&now)) {
            on.emit(next)
        }
    });
    use_present_step(presenting && play.seats.is_some(), on_step);
}

/// A scripted game as the worker replayed it: the board (clicks for the
/// moves it can show), and the panel with a button for every move (each
/// says where it goes).
fn script_game_view(
    v: &ScriptPlayView,
    play: &PlayState,
    on_play: &Callback<PlayState>,
    bid: &UseStateHandle<String>,
    refused: &UseStateHandle<Option<String>>,
) -> Html {
    let act = {
        let (v, play, on) = (v.clone(), play.clone(), on_play.clone());
        let refused = refused.clone();
        Callback::from(move |a: Action| match reduce_script(&v, &play, a) {
            Ok(next) => {
                refused.set(None);
                on.emit(next)
            }
            Err(e) => refused.set(Some(e.to_string())),
        })
    };
    let panel = script_panel(v, play);
    let board = board_game::script_playing(v, &panel)
        .map(|b| board_html(&AttrValue::from("the game's"), b, &act));
    html! {
        <>
            { board.unwrap_or_default() }
            { game_view(panel, None, bid, &act, None) }
        </>
    }
}

/// A scripted game while the worker replays it, or why it could not.
fn script_waiting(job: &JobHandle, status: &JobStatus, on_play: &Callback<PlayState>) -> Html {
    let stop = html! {
        <button id="play-stop" onclick={on_play.reform(|_: MouseEvent| PlayState::default())}>{ "Stop playing" }</button>
    };
    match status {
        JobStatus::Failed(f) => html! {
            <>
                <p class="notice" role="alert">{ f.to_string() }</p>
                <div class="play-controls">{ stop }</div>
            </>
        },
        JobStatus::Cancelled => html! {
            <div class="play-controls">
                <p class="play-status" role="status">{ "Cancelled." }</p>
                <button id="play-rerun" onclick={job.rerun.reform(|_: MouseEvent| ())}>{ "Run again" }</button>
                { stop }
            </div>
        },
        JobStatus::Idle | JobStatus::Running { .. } | JobStatus::Done(..) => {
            // A loopy game is solved in steps: how far it is, when known.
            let pct = match status {
                JobStatus::Running { done, total, .. } => (done * 100).checked_div(*total),
                JobStatus::Idle
                | JobStatus::Done(..)
                | JobStatus::Failed(_)
                | JobStatus::Cancelled => None,
            };
            html! {
                <div class="play-controls">
                    <p class="play-status" role="status">
                        { "The computer is thinking (the worker replays the game)…" }
                        if let Some(pct) = pct {
                            { " " }<progress id="play-progress" max="100" value={pct.to_string()} aria-label="solving the game" />{ format!(" {pct}%") }
                        }
                    </p>
                    <button id="play-cancel" onclick={job.cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                </div>
            }
        }
    }
}

/// The side choice and Start: the play state gets its seats, the game is
/// solved, and if the computer moves first it does so by [`Action::Reply`].
fn start_controls(
    players: u8,
    side: &UseStateHandle<String>,
    on_play: &Callback<PlayState>,
) -> Html {
    let choose = {
        let side = side.clone();
        Callback::from(move |e: Event| {
            side.set(e.target_unchecked_into::<HtmlSelectElement>().value())
        })
    };
    let start = {
        let (side, on_play) = (side.clone(), on_play.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(seats) = parse_seats(&side, players) {
                on_play.emit(PlayState {
                    seats: Some(seats),
                    ..PlayState::default()
                })
            }
        })
    };
    html! {
        <div class="play-controls">
            <label for="play-side">{ "Your side " }</label>
            <select id="play-side" onchange={choose}>
                { for side_options(players).into_iter().map(|(value, label)| {
                    let selected = value == **side;
                    html! { <option {selected} {value}>{ label }</option> }
                }) }
            </select>
            <button id="play-start" onclick={start}>{ "Start" }</button>
        </div>
    }
}

/// The game's boards in play mode: a move made on them is played.
fn board_html(name: &AttrValue, b: BoardGame, act: &Callback<Action>) -> Html {
    let act = act.clone();
    let on_outcome = Callback::from(move |o: Outcome| match o {
        Outcome::Play(label) => act.emit(Action::Play(label)),
        Outcome::Edit(..) => {}
    });
    let (boards, cakes) = (Rc::new(b.boards), Rc::new(b.cakes));
    let title = format!("{name} position");
    html! {
        <>
            <Boards boards={boards.clone()} before={b.before.map(Rc::new)} frame={b.frame.map(Rc::new)} cakes={cakes.clone()} last={b.last} mode={Rc::new(b.mode)}
                    mover={b.mover} name={name.clone()} {on_outcome} />
            { position_exports(boards, cakes, b.last, title) }
        </>
    }
}

fn game_view(
    v: PanelView,
    board: Option<Html>,
    bid: &UseStateHandle<String>,
    act: &Callback<Action>,
    pointing: Option<&Pointing>,
) -> Html {
    let click = |a: Action| act.reform(move |_: MouseEvent| a.clone());
    let on_bid_text = {
        let bid = bid.clone();
        Callback::from(move |e: InputEvent| {
            bid.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let send_bid = {
        let (bid, act) = (bid.clone(), act.clone());
        Callback::from(move |_: MouseEvent| act.emit(Action::Bid((*bid).clone())))
    };
    let move_button = |(m, name): (&String, &String)| {
        html! { <button aria-label={format!("play {name}")} onclick={click(Action::Play(m.clone()))}>{ name }</button> }
    };
    let log_line = |(text, yours, optimal): &(String, bool, bool)| {
        html! { <li class={classes!(yours.then_some("yours"), (!optimal).then_some("costly"))}>{ text }</li> }
    };
    let controls = html! {
        <div class="play-controls">
            <button id="play-undo" disabled={!v.can_undo} onclick={click(Action::Undo)}>{ "Undo" }</button>
            <button id="play-redo" disabled={!v.can_redo} onclick={click(Action::Redo)}>{ "Redo" }</button>
            <button id="play-restart" onclick={click(Action::Restart)}>{ "Restart" }</button>
            <button id="play-stop" onclick={click(Action::Stop)}>{ "Stop playing" }</button>
        </div>
    };
    let status = html! { <p class="play-status" role="status">{ &v.status }</p> };
    let position =
        html! { <p class="play-position">{ format!("{} · value {}", v.position, v.value) }</p> };
    let log = html! { <ol id="play-log" aria-label="moves played">{ for v.log.iter().map(log_line) }</ol> };
    let end = html! {
        <>
            if let Some(s) = &v.summary { <p id="play-summary">{ s }</p> }
            if let Some(e) = &v.error { <p class="notice">{ e }</p> }
        </>
    };
    if let Some(board) = board {
        // On its board: the board with its status line, and beside it (in
        // a wide panel) the controls, the end, the move values and the log,
        // so that one screen holds them all (style.css, `.with-board`).
        return html! {
            <div class="play-game with-board">
                <div class="play-main">{ status }{ board }</div>
                <div class="play-aside">
                    { controls }{ end }{ position }{ hints_view(&v, act, pointing) }{ log }
                    <ValueHistory history={Rc::new(v.history)} />
                </div>
            </div>
        };
    }
    html! {
        <>
            { status }
            <div id="play-moves" role="group" aria-label="your legal moves">
                { for v.moves.iter().zip(&v.move_names).map(move_button) }
            </div>
            { position }
            if let Some(hint) = &v.bid {
                <div class="play-bid">
                    <label for="play-bid">{ format!("Your bid ({hint}) ") }</label>
                    <input id="play-bid" type="number" min="0" value={(**bid).clone()} oninput={on_bid_text} />
                    <button id="play-bid-send" onclick={send_bid}>{ "Bid" }</button>
                </div>
            }
            { hints_view(&v, act, pointing) }
            { log }
            <ValueHistory history={Rc::new(v.history)} />
            { end }
            { controls }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct HistoryProps {
    history: Rc<HistoryView>,
}

/// "Value after each move": the chart of the game so far (drawn again
/// only when a value changes), or why there is none.
#[component]
fn ValueHistory(props: &HistoryProps) -> Html {
    let svg = use_memo(props.history.clone(), |h| match &**h {
        HistoryView::Chart(steps) => Some(value_history_chart(steps, None)),
        HistoryView::Missing(_) => None,
    });
    let body = match (&*props.history, &*svg) {
        (_, Some(Ok(svg))) => html! {
            <figure class="chart" id="play-history-chart">
                { Html::from_html_unchecked(svg.clone().into()) }
                <figcaption class="hint">{ "A filled point is a number; a game that is not a \
                    number is a bar from its Right stop to its Left stop with a hollow point at \
                    its mean. Each point has the colour of the player whose move led to it." }</figcaption>
            </figure>
        },
        (_, Some(Err(e))) => html! { <p class="notice">{ format!("Not drawn: {e}") }</p> },
        (HistoryView::Missing(why), None) => html! { <p class="hint">{ why }</p> },
        (HistoryView::Chart(_), None) => Html::default(),
    };
    html! {
        <section class="play-history" aria-labelledby="play-history-title">
            <h3 id="play-history-title">{ "Value after each move" }</h3>
            { body }
        </section>
    }
}

/// The "Show move values" switch and, when on, every legal move with what it
/// leads to, coloured by its grade (a click on a row plays the move).
fn hints_view(v: &PanelView, act: &Callback<Action>, pointing: Option<&Pointing>) -> Html {
    let pointed = pointing.map(|p| &p.handle);
    let on = v.hints_on;
    let toggle = act.reform(move |_: Event| Action::Hints(!on));
    let row = |h: &Hint| {
        let play = act.reform({
            let m = h.label.clone();
            move |_: MouseEvent| Action::Play(m.clone())
        });
        // Pointing at the row (or focusing its button) marks the option in the tree.
        let point = pointed
            .cloned()
            .zip(h.option.clone())
            .map(|(handle, (mover, form))| {
                let it = Pointed {
                    label: h.name.clone(),
                    mover,
                    form,
                };
                let (on, off) = (handle.clone(), handle);
                (
                    Callback::from(move |_: Event| on.set(Some(it.clone()))),
                    Callback::from(move |_: Event| off.set(None)),
                )
            });
        let (enter, leave) = point.unzip();
        html! {
            <tr class={classes!("move-value", format!("hint-{}", h.grade.code()))}
                onmouseenter={enter.clone().map(|c| c.reform(|e: MouseEvent| e.into()))}
                onmouseleave={leave.clone().map(|c| c.reform(|e: MouseEvent| e.into()))}
                onfocusin={enter.map(|c| c.reform(|e: FocusEvent| e.into()))}
                onfocusout={leave.map(|c| c.reform(|e: FocusEvent| e.into()))}>
                <th scope="row"><button class="link" aria-label={format!("play {}", h.name)} onclick={play}>{ &h.name }</button></th>
                <td>{ &h.verdict }</td>
                <td class="value-text">{ &h.value }</td>
                <td>{ h.remoteness.map_or_else(|| "–".to_string(), |r| r.to_string()) }</td>
            </tr>
        }
    };
    html! {
        <div class="play-hints">
            <label class="switch">
                <input id="play-hints-switch" type="checkbox" checked={on} onchange={toggle} />
                { " Show move values" }
            </label>
            if !v.hints.is_empty() {
                <table id="play-hints" class="hints">
                    <caption>{ "Your moves and what each leads to with best play from there. " }
                        <span class="legend"><span class="hint-best">{ "best" }</span>{ ", " }
                        <span class="hint-fair">{ "costs score" }</span>{ ", " }
                        <span class="hint-losing">{ "loses the win" }</span>{ " or " }
                        <span class="hint-losing">{ "loses anyway" }</span>{ " (every move loses); remoteness: moves to the end under best play." }</span>
                    </caption>
                    <thead><tr><th scope="col">{ "move" }</th><th scope="col">{ "verdict" }</th>
                        <th scope="col">{ "value after" }</th><th scope="col">{ "remoteness" }</th></tr></thead>
                    <tbody>{ for v.hints.iter().map(row) }</tbody>
                </table>
                if let Some(p) = pointing {
                    <p id="play-hints-pointed" class="hint" aria-live="polite">{ p.line.clone().unwrap_or_default() }</p>
                }
            }
        </div>
    }
}
