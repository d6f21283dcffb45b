//! The JavaScript API's wasm gets a 32 MB stack (the default is 1 MB), as
//! the script worker's: `canonical` runs scripts, and the script engine
//! checks and drops nested arrays and maps recursively.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=-zstack-size=33554432");
    }
}
