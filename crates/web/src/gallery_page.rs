//! `#/gallery`: a card per numbered example, table and figure of the papers
//! ([`crate::view_model::gallery`]): preview, citation, one sentence, *Open*
//! (the view's permalink) and the paper's misprints; filtered by seed.

use yew::prelude::*;

use super::explain::ExplainPanel;
use super::PageProps;
use crate::jobs::JobError;
use crate::state::{GalleryState, Page};
use crate::view_model::gallery::rulesets::{self, RulesetCard};
use crate::view_model::gallery::thumbs::{thumbnail, Thumb};
use crate::view_model::gallery::{self as vm, ENTRIES, SEEDS};

/// The seed filter is part of the permalink (`seed=001`).
#[component]
pub fn GalleryPage(props: &PageProps<GalleryState>) -> Html {
    let seed = props.state.seed;
    let shown = vm::filtered(seed);
    let button = |value: Option<u8>, label: String| {
        let pick = props
            .on_change
            .reform(move |_: MouseEvent| GalleryState { seed: value });
        let pressed = if seed == value { "true" } else { "false" };
        html! { <button class="gallery-seed" aria-pressed={pressed} onclick={pick}>{ label }</button> }
    };
    html! {
        <section id="gallery" class="gallery">
            <h1>{ "Gallery" }</h1>
            if !props.embed { <ExplainPanel page={Page::Gallery} /> }
            <p class="hint">{ "Every numbered example, table and figure of the papers that Pebbles \
                reproduces. Each preview is computed from the solvers; Open shows the whole view, \
                where every value can be changed. Where a paper misprints a value, the card gives \
                the printed value, the correct one and the hand computation." }</p>
            <div class="gallery-filter" role="group" aria-label="show the cards of one paper">
                { button(None, format!("All ({})", ENTRIES.len())) }
                { for SEEDS.iter().map(|&(s, name)| button(Some(s), format!("{s:03} {name}"))) }
            </div>
            <ul class="gallery-grid">
                { for shown.into_iter().map(|e| {
                    let index = ENTRIES.iter().position(|x| x.id == e.id).unwrap_or(0);
                    html! { <GalleryCard key={e.id} {index} /> }
                }) }
            </ul>
            if seed.is_none() { <RulesetCards /> <LoopyCards /> }
        </section>
    }
}

/// The games on boards: a card per ruleset of the registry.
#[component]
fn RulesetCards() -> Html {
    let cards = use_memo((), |_| rulesets::cards());
    html! {
        <section id="ruleset-cards" aria-labelledby="ruleset-cards-title">
            <h2 id="ruleset-cards-title">{ "Games on boards" }</h2>
            <p class="hint">{ "The games of a course on combinatorial game theory, each on its board: \
                a classic position and its value, computed here. Open it to edit the board and play it \
                against the equilibrium." }</p>
            { card_list(&cards) }
        </section>
    }
}

/// The loopy rulesets' cards: their values are the script worker's, so
/// each card says what the page shows once opened, and what a draw is.
#[component]
fn LoopyCards() -> Html {
    let cards = use_memo((), |_| rulesets::loopy_cards());
    html! {
        <section id="loopy-cards" aria-labelledby="loopy-cards-title">
            <h2 id="loopy-cards-title">{ "Games that can go on for ever" }</h2>
            <p class="hint">{ rulesets::DRAW_NOTE }</p>
            { card_list(&cards) }
        </section>
    }
}

/// The cards as a grid, a card that could not be built as its error.
fn card_list(cards: &[Result<RulesetCard, JobError>]) -> Html {
    html! {
        <ul class="gallery-grid">
            { for cards.iter().map(|c| match c {
                Ok(c) => ruleset_card(c),
                Err(e) => html! { <li class="ruleset-card"><p class="hint">{ e.to_string() }</p></li> },
            }) }
        </ul>
    }
}

fn ruleset_card(c: &RulesetCard) -> Html {
    let value = match &c.value {
        Ok(v) => v.clone(),
        Err(e) => e.to_string(),
    };
    html! {
        <li class="ruleset-card" data-id={c.id}>
            <figure class="thumb" aria-hidden="true">{ Html::from_html_unchecked(c.svg.clone().into()) }</figure>
            <p class="citation"><cite>{ c.source }</cite></p>
            <h3>{ c.name }</h3>
            <p class="sentence">{ c.rules }</p>
            <p class="ruleset-value">{ format!("{}: ", c.label) }<code>{ value }</code></p>
            if let Some(about) = c.about { <p class="sentence ruleset-about">{ about }</p> }
            <a class="open" href={c.hash.clone()} aria-label={format!("Open {}", c.label)}>{ "Open" }</a>
        </li>
    }
}

#[derive(Properties, PartialEq)]
struct CardProps {
    /// The entry's place in [`ENTRIES`].
    index: usize,
}

/// One card; its preview is computed once per card.
#[component]
fn GalleryCard(props: &CardProps) -> Html {
    let e = &ENTRIES[props.index];
    let thumb = use_memo(props.index, |&i| thumbnail(&ENTRIES[i]));
    let misprints = vm::misprints(e);
    html! {
        <li class="gallery-card" data-id={e.id} data-seed={format!("{:03}", e.seed)}>
            <figure class="thumb" aria-hidden="true">{ thumb_html(&thumb) }</figure>
            <p class="citation"><cite>{ vm::citation(e) }</cite></p>
            <h2>{ e.title }</h2>
            <p class="sentence">{ e.sentence }</p>
            <a class="open" href={e.hash} aria-label={format!("Open {}", vm::citation(e))}>{ "Open" }</a>
            if !misprints.is_empty() {
                <aside class="misprint" aria-label="misprints">
                    { for misprints.into_iter().map(|c| html! {
                        <p>
                            <strong>{ c.source }</strong>{ format!(", {}: printed ", c.what) }
                            <q>{ c.printed }</q>{ ", correct " }<q>{ c.correct }</q>{ ". " }{ c.why }
                        </p>
                    }) }
                </aside>
            }
        </li>
    }
}

fn thumb_html(t: &Thumb) -> Html {
    match t {
        Thumb::Table { head, rows } => html! {
            <table class="thumb-table">
                <thead><tr>{ for head.iter().map(|h| html! { <th>{ h }</th> }) }</tr></thead>
                <tbody>
                    { for rows.iter().map(|r| html! {
                        <tr>{ for r.iter().map(|v| html! { <td>{ v }</td> }) }</tr>
                    }) }
                </tbody>
            </table>
        },
        Thumb::Svg(svg) => Html::from_html_unchecked(svg.clone().into()),
        Thumb::Lines(lines) => html! {
            <ul class="thumb-lines">{ for lines.iter().map(|l| html! { <li>{ l }</li> }) }</ul>
        },
        Thumb::Failed(m) => html! { <p class="hint">{ m }</p> },
    }
}
