//! A rough Rust lexer for the architecture checks: each line's code without
//! comments, with string literals as `""` and char literals as `''`, the
//! string literals with where they stand, and which lines are test code.

/// One source line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The code: comments dropped, a string literal as `""` (where it
    /// starts), a char literal as `''`.
    pub code: String,
    /// The string literals starting on this line: (byte column of their
    /// `""` in `code`, text between the quotes, escapes as written).
    pub strings: Vec<(usize, String)>,
    /// Inside a `#[cfg(test)]` item.
    pub test: bool,
}

/// The lines of `text`.
pub fn lex(text: &str) -> Vec<Line> {
    let chars: Vec<char> = text.chars().collect();
    let mut lines = vec![Line::default()];
    let mut i = 0;
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => {
                lines.push(Line::default());
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    match (chars[i], chars.get(i + 1)) {
                        ('/', Some('*')) => {
                            depth += 1;
                            i += 2;
                        }
                        ('*', Some('/')) => {
                            depth -= 1;
                            i += 2;
                            if depth == 0 {
                                break;
                            }
                        }
                        ('\n', _) => {
                            lines.push(Line::default());
                            i += 1;
                        }
                        _ => i += 1,
                    }
                }
            }
            '"' => i = string(&chars, i + 1, None, &mut lines),
            'r' | 'b' if i == 0 || !ident(chars[i - 1]) => {
                // r"…", r#"…"#, br"…", b"…" — or an identifier.
                let raw = c == 'r' || next == Some('r');
                let j = if c == 'b' && raw { i + 2 } else { i + 1 };
                let hashes = chars[j..].iter().take_while(|&&h| h == '#').count();
                if raw && chars.get(j + hashes) == Some(&'"') {
                    i = string(&chars, j + hashes + 1, Some(hashes), &mut lines);
                } else if c == 'b' && next == Some('"') {
                    i = string(&chars, i + 2, None, &mut lines);
                } else {
                    push(&mut lines, c);
                    i += 1;
                }
            }
            '\'' => {
                // A char literal ('x', '\n', '\u{1F600}'), else a lifetime.
                let end = if next == Some('\\') {
                    chars[i + 2..]
                        .iter()
                        .position(|&q| q == '\'')
                        .map(|p| i + 2 + p)
                } else {
                    (chars.get(i + 2) == Some(&'\'')).then_some(i + 2)
                };
                match end {
                    Some(e) => {
                        lines.last_mut().expect("a line").code.push_str("''");
                        i = e + 1;
                    }
                    None => {
                        push(&mut lines, c);
                        i += 1;
                    }
                }
            }
            _ => {
                push(&mut lines, c);
                i += 1;
            }
        }
    }
    mark_tests(&mut lines);
    lines
}

fn push(lines: &mut [Line], c: char) {
    lines.last_mut().expect("a line").code.push(c);
}

/// Reads a string literal whose text starts at `i`: escaped, or raw with
/// `Some(hashes)`. Returns the index after its closing quote and hashes.
fn string(chars: &[char], mut i: usize, raw: Option<usize>, lines: &mut Vec<Line>) -> usize {
    let line = lines.len() - 1;
    let column = lines[line].code.len();
    lines[line].code.push_str("\"\"");
    let mut text = String::new();
    while i < chars.len() {
        let c = chars[i];
        if raw.is_none() && c == '\\' {
            text.push(c);
            if let Some(&n) = chars.get(i + 1) {
                text.push(n);
                if n == '\n' {
                    lines.push(Line::default());
                }
            }
            i += 2;
            continue;
        }
        let hashes = raw.unwrap_or(0);
        if c == '"'
            && chars[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&h| h == '#')
                .count()
                == hashes
        {
            lines[line].strings.push((column, text));
            return i + 1 + hashes;
        }
        if c == '\n' {
            lines.push(Line::default());
        }
        text.push(c);
        i += 1;
    }
    lines[line].strings.push((column, text));
    i
}

/// Whether `code` opens test-only code: `#[cfg(test)]`, or
/// `#[cfg(all(test, …))]`.
fn is_test_cfg(code: &str) -> bool {
    let code = code.trim();
    code == "#[cfg(test)]" || code.starts_with("#[cfg(all(test,")
}

/// Marks the lines of every `#[cfg(test)]` item (a module, a function).
fn mark_tests(lines: &mut [Line]) {
    let mut i = 0;
    while i < lines.len() {
        if !is_test_cfg(&lines[i].code) {
            i += 1;
            continue;
        }
        let (mut depth, mut opened, mut j) = (0i32, false, i);
        while j < lines.len() {
            lines[j].test = true;
            for ch in lines[j].code.chars() {
                match ch {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            let declaration = !opened && lines[j].code.trim_end().ends_with(';');
            if declaration || (opened && depth <= 0) {
                break;
            }
            j += 1;
        }
        i = j + 1;
    }
}

#[test]
fn the_lexer_sees_literals_comments_and_tests() {
    let src = "let s = \"{\"; let c = '}'; // {\nlet r = r#\"a \"q\" b\"#; /* x\n y */ let l: &'a str = b\"zs\";\n#[cfg(test)]\nmod tests {\n    fn f() {}\n}\nfn g() {}\n";
    let lines = lex(src);
    let code: Vec<&str> = lines.iter().map(|l| l.code.as_str()).collect();
    assert_eq!(
        code,
        [
            "let s = \"\"; let c = ''; ",
            "let r = \"\"; ",
            " let l: &'a str = \"\";",
            "#[cfg(test)]",
            "mod tests {",
            "    fn f() {}",
            "}",
            "fn g() {}",
            ""
        ]
    );
    assert_eq!(lines[0].strings, [(8, "{".to_string())]);
    assert_eq!(lines[1].strings, [(8, "a \"q\" b".to_string())]);
    assert_eq!(lines[2].strings, [(18, "zs".to_string())]);
    let tests: Vec<bool> = lines.iter().map(|l| l.test).collect();
    assert_eq!(
        tests,
        [false, false, false, true, true, true, true, false, false]
    );
}
