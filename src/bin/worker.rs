//! Web worker entry point, built by Trunk (`data-type="worker"`).

#[cfg(target_arch = "wasm32")]
fn main() {
    pebbles::web::worker::start_worker();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker runs only in the browser; build it with `trunk build`");
    std::process::exit(2);
}
