//! Pictures for Jupyter, drawn by `pebbles-draw` (the page's and the CLI's
//! drawing code): a thermograph (`charts::thermograph_chart`) and boards
//! (`export::board_svg`), wrapped in [`Svg`], which a notebook shows
//! inline; and a canonical form in LaTeX for `_repr_latex_`.

use pyo3::prelude::*;

use pebbles_draw::charts::thermograph_chart;
use pebbles_draw::export::board_svg;
use pebbles_games::classical::rulesets::Board;
use pebbles_games::classical::Thermograph;

/// An SVG picture: shown inline by Jupyter (`_repr_svg_`); `str()` is its
/// text, `save(path)` writes it.
#[pyclass(frozen, module = "pebbles_cgt")]
pub struct Svg {
    text: String,
}

#[pymethods]
impl Svg {
    fn _repr_svg_(&self) -> &str {
        &self.text
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!("<Svg, {} characters>", self.text.len())
    }

    /// Writes the picture to `path` (an `.svg` file).
    fn save(&self, path: std::path::PathBuf) -> PyResult<()> {
        std::fs::write(path, &self.text).map_err(PyErr::from)
    }
}

impl Svg {
    pub fn new(text: String) -> Svg {
        Svg { text }
    }
}

/// Longest title drawn over a thermograph, in characters.
const TITLE_CHARS: usize = 60;

/// The thermograph of the game whose form is `form`.
pub fn thermograph(form: &str, th: &Thermograph) -> String {
    let mut title: String = form.chars().take(TITLE_CHARS).collect();
    if form.chars().count() > TITLE_CHARS {
        title.push('…');
    }
    // The size is the default one: the chart cannot refuse it.
    thermograph_chart(&format!("Thermograph of {title}"), th, None).unwrap_or_default()
}

/// Gap between two boards of a sum, in pixels.
const GAP: f64 = 24.0;

/// The boards of a sum side by side, each as `board_svg` draws it.
pub fn boards(boards: &[(String, Board)]) -> String {
    let drawn: Vec<String> = boards
        .iter()
        .map(|(title, b)| board_svg(b, title, 1.0))
        .collect();
    side_by_side(&drawn)
}

/// Pictures (each an `<svg>` with a width and a height) in one row.
pub fn side_by_side(pictures: &[String]) -> String {
    let sizes: Vec<(f64, f64)> = pictures
        .iter()
        .map(|svg| (size_of(svg, "width"), size_of(svg, "height")))
        .collect();
    let gaps = GAP * pictures.len().saturating_sub(1) as f64;
    let width = sizes.iter().map(|s| s.0).sum::<f64>() + gaps;
    let height = sizes.iter().map(|s| s.1).fold(0.0, f64::max);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}">"#
    );
    let mut x = 0.0;
    for (svg, (w, _)) in pictures.iter().zip(sizes) {
        out.push_str(&format!(r#"<g transform="translate({x:.0},0)">{svg}</g>"#));
        x += w + GAP;
    }
    out.push_str("</svg>");
    out
}

/// `width="123"` of an `<svg …>` element.
fn size_of(svg: &str, attribute: &str) -> f64 {
    let key = format!(" {attribute}=\"");
    svg.find(&key)
        .and_then(|i| {
            let rest = &svg[i + key.len()..];
            rest[..rest.find('"')?].parse().ok()
        })
        .unwrap_or(0.0)
}

/// A canonical form in CGSuite's notation as LaTeX math: braces escaped,
/// bars as `\mid` (`||` as `\parallel`), `*` as `\ast`, `^`/`v` as arrows,
/// `±` as `\pm`, `Tiny`/`Miny` upright.
pub fn latex(form: &str) -> String {
    let mut out = String::from("$");
    let chars: Vec<char> = form.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '{' => out.push_str("\\{"),
            '}' => out.push_str("\\}"),
            '|' => {
                let run = chars[i..].iter().take_while(|&&b| b == '|').count();
                out.push_str(match run {
                    1 => "\\mid ",
                    2 => "\\parallel ",
                    _ => "\\mid\\mid\\mid ",
                });
                if run > 3 {
                    out.push_str(&"\\mid ".repeat(run - 3));
                }
                i += run;
                continue;
            }
            '*' => out.push_str("{\\ast}"),
            '^' => out.push_str("{\\uparrow}"),
            '±' => out.push_str("\\pm "),
            '…' => out.push_str("\\ldots"),
            c if c.is_alphabetic() => {
                let word: String = chars[i..]
                    .iter()
                    .take_while(|b| b.is_alphabetic())
                    .collect();
                if word.chars().all(|b| b == 'v') {
                    out.push_str(&"{\\downarrow}".repeat(word.len()));
                } else {
                    out.push_str(&format!("\\mathrm{{{word}}}"));
                }
                i += word.chars().count();
                continue;
            }
            c => out.push(c),
        }
        i += 1;
    }
    out.push('$');
    out
}
