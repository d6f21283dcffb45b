//! The script worker, built by Trunk as a module of its own: the compute
//! worker of `app` plus the script engine (issue 30). The page starts it
//! only to run a script (`pebbles_web::compute`), so visitors who never
//! write one never download it.

#[cfg(target_arch = "wasm32")]
fn main() {
    pebbles_app::jobs::install_script_engines();
    pebbles_worker::start_worker();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the script worker runs only in the browser; serve the app with `trunk serve`");
    std::process::exit(2);
}
