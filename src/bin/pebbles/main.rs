//! `pebbles`: the command-line face of the solvers. Same syntax as permalinks:
//! comma lists and inclusive `a..b` ranges. Bad input → message on stderr, exit 2.
//! One module per subcommand.

#[cfg(not(target_arch = "wasm32"))]
mod bcs;
#[cfg(not(target_arch = "wasm32"))]
mod budget;
#[cfg(not(target_arch = "wasm32"))]
mod census;
#[cfg(not(target_arch = "wasm32"))]
mod cgt;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod clobber;
#[cfg(not(target_arch = "wasm32"))]
mod cs;
#[cfg(not(target_arch = "wasm32"))]
mod efg;
#[cfg(not(target_arch = "wasm32"))]
mod game;
#[cfg(not(target_arch = "wasm32"))]
mod limits;
#[cfg(not(target_arch = "wasm32"))]
mod loopy;
#[cfg(not(target_arch = "wasm32"))]
mod merge;
#[cfg(not(target_arch = "wasm32"))]
mod misere;
#[cfg(not(target_arch = "wasm32"))]
mod octal;
#[cfg(not(target_arch = "wasm32"))]
mod octal_sweep;
#[cfg(not(target_arch = "wasm32"))]
mod output;
#[cfg(not(target_arch = "wasm32"))]
mod play;
#[cfg(not(target_arch = "wasm32"))]
mod position;
#[cfg(not(target_arch = "wasm32"))]
mod progress;
#[cfg(not(target_arch = "wasm32"))]
mod scoring;
#[cfg(all(not(target_arch = "wasm32"), feature = "script"))]
mod script;
#[cfg(not(target_arch = "wasm32"))]
mod search;
#[cfg(not(target_arch = "wasm32"))]
mod tree;

/// Large tables on transparent huge pages (Linux): see `pebbles::huge_pages`.
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOC: pebbles::huge_pages::HugePages = pebbles::huge_pages::HugePages;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
