//! The script worker's and the JavaScript API's wasm get a 32 MB stack (the
//! default is 1 MB): the script engine checks and drops nested arrays and
//! maps recursively, and a script may nest them as deep as its size limits
//! allow (the JavaScript API's `canonical` runs scripts too). The page's
//! own module keeps the default.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        for bin in ["script_worker", "pebbles_js"] {
            println!("cargo:rustc-link-arg-bin={bin}=-zstack-size=33554432");
        }
    }
}
