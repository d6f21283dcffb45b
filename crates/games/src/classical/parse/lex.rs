//! The lexer of game expressions: tokens with their position (a character
//! index from 0) and text.

use super::super::dyadic::{Dyadic, MAX_EXP};
use super::{ParseError, Relation, MAX_ATOM, MAX_INTEGER};

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    Open,
    Close,
    Bars(usize),
    Comma,
    Plus,
    Minus,
    LParen,
    RParen,
    Num(Dyadic),
    Star(u32),
    Up(i32),
    Pm,
    Word(String),
    Rel(Relation),
    /// `[..#|..]`: the board of a named position.
    Board(String),
}

pub(super) struct Lexed {
    pub(super) toks: Vec<(Tok, usize, String)>,
    pub(super) len: usize,
}

fn digits(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    i
}

fn small(text: &str, pos: usize) -> Result<u32, ParseError> {
    text.parse::<u32>()
        .ok()
        .filter(|&n| n <= MAX_ATOM)
        .ok_or(ParseError::TooLarge {
            token: text.into(),
            pos,
        })
}

/// Long because it is one flat match over the token kinds.
pub(super) fn lex(text: &str) -> Result<Lexed, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
        let tok = match c {
            ' ' | '\t' | '\n' => {
                i += 1;
                continue;
            }
            '{' => Tok::Open,
            '}' => Tok::Close,
            ',' => Tok::Comma,
            '+' => Tok::Plus,
            '-' | '−' if !negative_number_here(&toks, &chars, i) => Tok::Minus,
            '-' | '−' => {
                let (num, j) = number(&chars, i + 1)?;
                i = j - 1;
                Tok::Num(-num)
            }
            '(' => Tok::LParen,
            ')' => Tok::RParen,
            '[' => {
                // Up to the matching `]`: a script's position may hold
                // brackets (`cake[[[2, 3]]]`).
                let mut depth = 0usize;
                let matching = chars[i..].iter().position(|&c| {
                    match c {
                        '[' => depth += 1,
                        ']' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                });
                let Some(k) = matching else {
                    return Err(ParseError::End {
                        pos: chars.len(),
                        expected: "`]`",
                    });
                };
                i += k;
                Tok::Board(chars[start + 1..i].iter().collect())
            }
            '±' => Tok::Pm,
            '|' => {
                let mut j = i;
                while j < chars.len() && chars[j] == '|' {
                    j += 1;
                }
                i = j - 1;
                Tok::Bars(j - start)
            }
            '<' | '>' | '=' | '!' | '≤' | '≥' | '≡' => {
                let three: String = chars[i..(i + 3).min(chars.len())].iter().collect();
                let (rel, width) = match two.as_str() {
                    _ if three == "===" => (Relation::Identical, 3),
                    "<=" => (Relation::Le, 2),
                    ">=" => (Relation::Ge, 2),
                    "==" => (Relation::Eq, 2),
                    "!=" => (Relation::Ne, 2),
                    "<>" => (Relation::Fuzzy, 2),
                    _ => match c {
                        '<' => (Relation::Lt, 1),
                        '>' => (Relation::Gt, 1),
                        '=' => (Relation::Eq, 1),
                        '≤' => (Relation::Le, 1),
                        '≥' => (Relation::Ge, 1),
                        '≡' => (Relation::Identical, 1),
                        _ => {
                            return Err(ParseError::Unexpected {
                                token: c.into(),
                                pos: i,
                            })
                        }
                    },
                };
                i += width - 1;
                Tok::Rel(rel)
            }
            '*' => {
                let j = digits(&chars, i + 1);
                let n = if j == i + 1 {
                    1
                } else {
                    small(&chars[i + 1..j].iter().collect::<String>(), i + 1)?
                };
                i = j - 1;
                Tok::Star(n)
            }
            '^' | 'v' | '↑' | '↓' => {
                let sign = if c == '^' || c == '↑' { 1 } else { -1 };
                let mut j = i;
                while j < chars.len() && chars[j] == c {
                    j += 1;
                }
                let k = digits(&chars, j);
                let count = if k > j && j == i + 1 {
                    small(&chars[j..k].iter().collect::<String>(), j)? as i32
                } else if j - i > MAX_ATOM as usize {
                    return Err(ParseError::Run {
                        token: chars[i..j].iter().collect(),
                        pos: i,
                        count: j - i,
                        what: if sign > 0 { "ups" } else { "downs" },
                    });
                } else {
                    (j - i) as i32
                };
                let end = if j == i + 1 { k } else { j };
                if end < chars.len() && chars[end].is_alphabetic() && chars[end] != 'v' {
                    return Err(unexpected_word(&chars, i));
                }
                i = end - 1;
                Tok::Up(sign * count)
            }
            '0'..='9' => {
                let (num, j) = number(&chars, i)?;
                i = j - 1;
                Tok::Num(num)
            }
            c if c.is_alphabetic() => {
                let j = hyphenated_word_end(&chars, i);
                i = j - 1;
                Tok::Word(chars[start..j].iter().collect())
            }
            _ => {
                return Err(ParseError::Unexpected {
                    token: c.into(),
                    pos: i,
                })
            }
        };
        i += 1;
        toks.push((tok, start, chars[start..i].iter().collect()));
    }
    Ok(Lexed {
        toks,
        len: chars.len(),
    })
}

/// A `-` directly before digits, where no value precedes it, is the sign
/// of a number: `-3v4` is `−3 + 4·↓`, not `−(3 + 4·↓)`.
fn negative_number_here(toks: &[(Tok, usize, String)], chars: &[char], i: usize) -> bool {
    let digit_next = chars.get(i + 1).is_some_and(|c| c.is_ascii_digit());
    let after_value = matches!(
        toks.last().map(|t| &t.0),
        Some(
            Tok::Num(_)
                | Tok::Star(_)
                | Tok::Up(_)
                | Tok::Close
                | Tok::RParen
                | Tok::Word(_)
                | Tok::Board(_)
        )
    );
    digit_next && !after_value
}

/// The end of the word at `i`. A hyphenated name (`toads-and-frogs`) is
/// one word when a board follows it (`toads-and-frogs[TT..FF]`); anywhere
/// else a `-` between words is a minus.
fn hyphenated_word_end(chars: &[char], i: usize) -> usize {
    let word_end = |mut j: usize| {
        while j < chars.len() && chars[j].is_alphanumeric() {
            j += 1;
        }
        j
    };
    let plain = word_end(i);
    let mut end = plain;
    while end + 1 < chars.len() && chars[end] == '-' && chars[end + 1].is_alphabetic() {
        end = word_end(end + 1);
    }
    let next = chars[end..].iter().find(|c| !c.is_whitespace());
    if end > plain && next == Some(&'[') {
        end
    } else {
        plain
    }
}

fn unexpected_word(chars: &[char], i: usize) -> ParseError {
    let mut j = i;
    while j < chars.len() && chars[j].is_alphanumeric() {
        j += 1;
    }
    ParseError::Unexpected {
        token: chars[i..j].iter().collect(),
        pos: i,
    }
}

fn exp_of(den: u64) -> u32 {
    if den.is_power_of_two() {
        den.trailing_zeros()
    } else {
        0
    }
}

/// `12` or `3/4`, from `i`; returns the value and the index after it.
fn number(chars: &[char], i: usize) -> Result<(Dyadic, usize), ParseError> {
    let j = digits(chars, i);
    let mut end = j;
    let mut den = 1u64;
    if j + 1 < chars.len() && chars[j] == '/' && chars[j + 1].is_ascii_digit() {
        end = digits(chars, j + 1);
        let text: String = chars[j + 1..end].iter().collect();
        den = text.parse().unwrap_or(0);
    }
    let token: String = chars[i..end].iter().collect();
    let num: i64 = chars[i..j]
        .iter()
        .collect::<String>()
        .parse()
        .ok()
        .filter(|&n: &i64| n <= MAX_INTEGER << exp_of(den).min(MAX_EXP))
        .ok_or(ParseError::TooLarge {
            token: token.clone(),
            pos: i,
        })?;
    if den == 0 || !den.is_power_of_two() {
        return Err(ParseError::NotDyadic { token, pos: i });
    }
    let exp = den.trailing_zeros();
    if exp > MAX_EXP {
        return Err(ParseError::TooLarge { token, pos: i });
    }
    Ok((Dyadic::new(num, exp), end))
}
