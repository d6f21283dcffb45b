//! Web app entry point, built by Trunk.

#[cfg(target_arch = "wasm32")]
fn main() {
    pebbles::web::start_app();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the web app runs only in the browser; serve it with `trunk serve`");
    std::process::exit(2);
}
