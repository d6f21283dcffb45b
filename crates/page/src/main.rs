//! Web app entry point, built by Trunk: the page's main thread and, run in a
//! worker, the compute worker (see `pebbles_web::start_app`).

#[cfg(target_arch = "wasm32")]
fn main() {
    pebbles_web::start_app();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the web app runs only in the browser; serve it with `trunk serve`");
    std::process::exit(2);
}
