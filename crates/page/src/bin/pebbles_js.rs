//! The JavaScript API (`pebbles.js`), built by Trunk as an ES module: plain
//! objects in and out through `serde-wasm-bindgen`; the work is in
//! `pebbles_js` (the package's library). A refused input throws an `Error` whose message names
//! the field and token.

#[cfg(target_arch = "wasm32")]
mod exports {
    use pebbles_games::{bidding, cumulative_games, cumulative_subtraction};
    use pebbles_js as api;
    use serde::Serialize;
    use wasm_bindgen::prelude::*;

    /// Read through a JSON value: `serde-wasm-bindgen` looks up only the
    /// fields a struct declares, so a misspelt field would pass unseen.
    fn input<T: serde::de::DeserializeOwned>(v: JsValue) -> Result<T, JsError> {
        let bad = |e: &dyn std::fmt::Display| JsError::new(&format!("input: {e}"));
        let json: serde_json::Value = serde_wasm_bindgen::from_value(v).map_err(|e| bad(&e))?;
        serde_json::from_value(json).map_err(|e| bad(&e))
    }

    /// Objects, not `Map`s, so results read like the CLI's JSON.
    fn output<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
        v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The refusal's message: a field that does not parse, or the worker's
    /// typed `JobError` in its words (a work limit says it is one).
    fn refused(e: api::ApiError) -> JsError {
        JsError::new(&e.to_string())
    }

    /// `solveCs({s: [2, 3], heaps: [0, 20]})`: what `pebbles cs --json` prints.
    #[wasm_bindgen(js_name = solveCs)]
    pub fn solve_cs(v: JsValue) -> Result<JsValue, JsError> {
        let (t, lo, hi) = api::solve_cs(&input(v)?).map_err(refused)?;
        output(&cumulative_subtraction::report(&t, lo, hi))
    }

    /// `solveBcs({s: [1], budget: 5, heaps: [0, 30]})`: what `pebbles bcs --json` prints.
    #[wasm_bindgen(js_name = solveBcs)]
    pub fn solve_bcs(v: JsValue) -> Result<JsValue, JsError> {
        let (t, lo, hi) = api::solve_bcs(&input(v)?).map_err(refused)?;
        output(&bidding::report(&t, lo, hi))
    }

    /// `solveGame({preset: "wealth", heaps: 10})`: what `pebbles game --json` prints.
    #[wasm_bindgen(js_name = solveGame)]
    pub fn solve_game(v: JsValue) -> Result<JsValue, JsError> {
        let sol = api::solve_game(&input(v)?).map_err(refused)?;
        output(&cumulative_games::report(&sol))
    }

    /// `canonical("{3||2*|1*}")`: what `pebbles cgt --expr … --json` prints;
    /// `canonical({expr, scripts})` or `canonical({game, position, scripts})`:
    /// what it prints with `--script NAME=FILE` for each script.
    #[wasm_bindgen]
    pub fn canonical(v: JsValue) -> Result<JsValue, JsError> {
        let answer = match v.as_string() {
            Some(expr) => api::canonical(&expr),
            None => api::canonical_of(&input(v)?),
        };
        output(&answer.map_err(refused)?)
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        eprintln!("pebbles_js is the JavaScript API; build it with `trunk build`");
        std::process::exit(2);
    }
}
