//! A verified quotient's names, presentation, table and text; reading
//! heap bounds and sums.

use super::{
    HeapRow, Learner, Quotient, QuotientError, SumAnswer, MAX_QUOTIENT_HEAPS, MAX_SUM_HEAPS,
};
use crate::classical::octal::{OctalCode, OCTAL_WORK_LIMIT};
use crate::common::FxMap;

/// Names, presentation and table of a verified quotient.
pub(super) fn build(code: &OctalCode, heaps: u32, l: &Learner, states: usize) -> Quotient {
    let order = l.reps.len();
    let mul = |x: usize, y: usize| l.run(x, &l.reps[y]);
    let table: Vec<Vec<usize>> = (0..order)
        .map(|x| (0..order).map(|y| mul(x, y)).collect())
        .collect();
    // Each heap's element (heap 0 and dead heaps: the identity).
    let heap_element: Vec<usize> = (0..=heaps as u16)
        .map(|h| match l.letters.binary_search(&h) {
            Ok(li) => l.delta[0][li],
            Err(_) => 0,
        })
        .collect();
    let gens = generators(&heap_element, &table, order);
    let gen_names = generator_names(gens.len());
    let (normal, relations) = normal_forms(&gens, &table, order);
    let word = |v: &[u32]| word(&gen_names, v);
    let names: Vec<String> = normal
        .iter()
        .map(|v| v.as_deref().map_or_else(|| "?".into(), word))
        .collect();
    // Elements listed by normal form (the identity first), the table
    // re-indexed.
    let mut by_name: Vec<usize> = (0..order).collect();
    by_name.sort_by_key(|&e| {
        let v = normal[e].clone().unwrap_or_default();
        (v.iter().sum::<u32>(), std::cmp::Reverse(v))
    });
    let mut pos_of = vec![0; order];
    for (i, &e) in by_name.iter().enumerate() {
        pos_of[e] = i;
    }
    let elements: Vec<String> = by_name.iter().map(|&e| names[e].clone()).collect();
    let p: Vec<bool> = by_name.iter().map(|&e| l.sigs[e][0]).collect();
    let table: Vec<Vec<usize>> = by_name
        .iter()
        .map(|&x| by_name.iter().map(|&y| pos_of[table[x][y]]).collect())
        .collect();
    let heap_element: Vec<usize> = heap_element.iter().map(|&e| pos_of[e]).collect();
    let heap_table = heap_rows(code, heaps, &heap_element, &elements);
    let relations = relations
        .iter()
        .map(|(v, f)| [word(v), names[*f].clone()])
        .collect();
    Quotient {
        code: code.text().to_string(),
        heaps,
        order,
        p_portion: elements
            .iter()
            .zip(&p)
            .filter(|(_, &p)| p)
            .map(|(n, _)| n.clone())
            .collect(),
        elements,
        generators: gen_names,
        relations,
        heap_table,
        table,
        tests: l.tests.len(),
        positions: l.brute.memo.len(),
        states,
        p,
        heap_element,
    }
}

/// `a`, `b`, …, `z`, then `x27`, `x28`, ….
fn generator_names(n: usize) -> Vec<String> {
    (0..n)
        .map(|i| {
            if i < 26 {
                ((b'a' + i as u8) as char).to_string()
            } else {
                format!("x{}", i + 1)
            }
        })
        .collect()
}

/// The word of exponents `v` in the generators: `ab^2`, or `1`.
fn word(gen_names: &[String], v: &[u32]) -> String {
    let mut s = String::new();
    for (i, &c) in v.iter().enumerate() {
        if c == 0 {
            continue;
        }
        s.push_str(&gen_names[i]);
        if c > 1 {
            s.push_str(&format!("^{c}"));
        }
    }
    if s.is_empty() {
        "1".into()
    } else {
        s
    }
}

/// Each heap's element and normal-play Grundy value.
fn heap_rows(
    code: &OctalCode,
    heaps: u32,
    heap_element: &[usize],
    elements: &[String],
) -> Vec<HeapRow> {
    let grundy = code
        .grundy(heaps, OCTAL_WORK_LIMIT)
        .map(|v| v.grundy)
        .unwrap_or_default();
    heap_element
        .iter()
        .enumerate()
        .map(|(h, &e)| HeapRow {
            heap: h as u32,
            element: elements[e].clone(),
            grundy: grundy.get(h).copied().unwrap_or(0),
        })
        .collect()
}

/// The generators: the elements of the heaps, in order, that are outside
/// the submonoid the earlier ones generate.
fn generators(heap_element: &[usize], table: &[Vec<usize>], order: usize) -> Vec<usize> {
    let mut gens: Vec<usize> = Vec::new();
    let mut sub = vec![false; order];
    sub[0] = true;
    for &x in &heap_element[1..] {
        if sub[x] {
            continue;
        }
        gens.push(x);
        // Close the submonoid under the generators.
        let mut members: Vec<usize> = (0..order).filter(|&e| sub[e]).collect();
        let mut at = 0;
        while at < members.len() {
            let e = members[at];
            for &g in &gens {
                let f = table[e][g];
                if !sub[f] {
                    sub[f] = true;
                    members.push(f);
                }
            }
            at += 1;
        }
    }
    gens
}

/// Normal forms and relations of the presentation.
type Words = (Vec<Option<Vec<u32>>>, Vec<(Vec<u32>, usize)>);

/// Normal forms: breadth first over words (exponent vectors), fewest
/// letters first, then in order; the first word to reach an element
/// names it. Relations: the minimal words that are not normal forms.
fn normal_forms(gens: &[usize], table: &[Vec<usize>], order: usize) -> Words {
    let mut normal: Vec<Option<Vec<u32>>> = vec![None; order];
    normal[0] = Some(vec![0; gens.len()]);
    let mut level: Vec<(Vec<u32>, usize)> = vec![(vec![0; gens.len()], 0)];
    let mut relations: Vec<(Vec<u32>, usize)> = Vec::new();
    let mut is_normal: FxMap<Vec<u32>, ()> = FxMap::default();
    is_normal.insert(vec![0; gens.len()], ());
    while !level.is_empty() {
        let mut next: Vec<(Vec<u32>, usize)> = Vec::new();
        for (w, e) in &level {
            // Multiply by generators from the last one used onwards, so
            // each word is met once.
            let last = w.iter().rposition(|&c| c > 0).unwrap_or(0);
            for gi in last..gens.len() {
                let mut v = w.clone();
                v[gi] += 1;
                let f = table[*e][gens[gi]];
                // Minimal non-normal: every word one letter shorter is normal.
                let minimal = (0..gens.len()).filter(|&i| v[i] > 0).all(|i| {
                    let mut u = v.clone();
                    u[i] -= 1;
                    is_normal.contains_key(&u)
                });
                if !minimal {
                    continue;
                }
                if normal[f].is_none() {
                    normal[f] = Some(v.clone());
                    is_normal.insert(v.clone(), ());
                    next.push((v, f));
                } else {
                    relations.push((v, f));
                }
            }
        }
        level = next;
    }
    (normal, relations)
}

/// Reads a heap bound: `30` or `0..30`.
pub fn parse_heap_bound(text: &str) -> Result<u32, QuotientError> {
    let t = text.trim();
    let n = t.strip_prefix("0..").unwrap_or(t).trim();
    let bad = || QuotientError::HeapBound {
        token: crate::notation::shown(t),
        limit: MAX_QUOTIENT_HEAPS,
    };
    let n: u32 = n.parse().map_err(|_| bad())?;
    if n == 0 {
        return Err(bad());
    }
    if n > MAX_QUOTIENT_HEAPS {
        return Err(QuotientError::TooManyHeaps {
            heaps: n,
            limit: MAX_QUOTIENT_HEAPS,
        });
    }
    Ok(n)
}

/// Reads a sum of heaps `3+5+7` (or `3,5,7`), each at most `bound`;
/// errors name the token and its character position (from 0).
pub fn parse_sum(text: &str, bound: u32) -> Result<Vec<u32>, QuotientError> {
    if text.trim().is_empty() {
        return Err(QuotientError::EmptySum);
    }
    let mut heaps = Vec::new();
    let mut pos = 0;
    let chars: Vec<char> = text.chars().collect();
    for part in text.split(['+', ',']) {
        let start = pos + (part.chars().count() - part.trim_start().chars().count());
        let end = pos + part.chars().count();
        pos = end + 1;
        let t = part.trim();
        if t.is_empty() {
            // A separator with no heap beside it: the one after the gap,
            // or, at the end, the one before it.
            let at = if end < chars.len() {
                end
            } else {
                end.saturating_sub(part.chars().count() + 1)
            };
            return Err(QuotientError::BadHeap {
                token: chars.get(at).map_or("+".into(), |c| c.to_string()),
                pos: at,
            });
        }
        let h: u32 = t.parse().map_err(|_| QuotientError::BadHeap {
            token: crate::notation::shown(t),
            pos: start,
        })?;
        if h > bound {
            return Err(QuotientError::HeapBeyond {
                token: crate::notation::shown(t),
                pos: start,
                heap: h,
                bound,
            });
        }
        if heaps.len() >= MAX_SUM_HEAPS {
            return Err(QuotientError::SumTooLong {
                limit: MAX_SUM_HEAPS,
            });
        }
        heaps.push(h);
    }
    Ok(heaps)
}

impl Quotient {
    /// The element (index into `elements`) of heap `n ≤ heaps`.
    pub fn heap_element(&self, n: u32) -> Option<usize> {
        self.heap_element.get(n as usize).copied()
    }

    /// Whether element `e` is in the P-portion.
    pub fn is_p(&self, e: usize) -> bool {
        self.p[e]
    }

    /// The product of the elements of `heaps`; `None` for a heap beyond
    /// the bound.
    pub fn element_of(&self, heaps: &[u32]) -> Option<usize> {
        let mut e = 0;
        for &h in heaps {
            e = self.table[e][self.heap_element(h)?];
        }
        Some(e)
    }

    /// Reads `3+5+7` (or `3,5,7`) and answers who wins the sum.
    pub fn answer(&self, text: &str) -> Result<SumAnswer, QuotientError> {
        let heaps = parse_sum(text, self.heaps)?;
        let e = self.element_of(&heaps).unwrap_or(0);
        let p = self.is_p(e);
        Ok(SumAnswer {
            code: self.code.clone(),
            heaps,
            element: self.elements[e].clone(),
            outcome: if p { "P" } else { "N" }.into(),
            player_to_move_wins: !p,
        })
    }

    /// Plain text: the presentation, the P-portion, the heaps and the table.
    pub fn text(&self) -> String {
        let mut out = format!(
            "code             {}\nheaps            1..{}\norder            {}\n",
            self.code, self.heaps, self.order
        );
        let rels: Vec<String> = self
            .relations
            .iter()
            .map(|[a, b]| format!("{a} = {b}"))
            .collect();
        out += &format!(
            "presentation     <{} | {}>\n",
            self.generators.join(", "),
            rels.join(", ")
        );
        out += &format!("P-portion        {{{}}}\n", self.p_portion.join(", "));
        out += &format!("elements         {}\n", self.elements.join(" "));
        out += "heap  element  grundy\n";
        for r in &self.heap_table {
            out += &format!("{:>4}  {:<7}  {}\n", r.heap, r.element, r.grundy);
        }
        let width = self.elements.iter().map(|e| e.len()).max().unwrap_or(1);
        if self.order <= 64 {
            out += "table (row × column; P-portion marked *)\n";
            let cell = |e: usize| {
                let mark = if self.p[e] { "*" } else { "" };
                format!(
                    "{:>w$}",
                    format!("{}{mark}", self.elements[e]),
                    w = width + 1
                )
            };
            out += &format!("{:>w$} |", "", w = width + 1);
            for e in 0..self.order {
                out += &format!(" {}", cell(e));
            }
            out += "\n";
            for x in 0..self.order {
                out += &format!("{} |", cell(x));
                for y in 0..self.order {
                    out += &format!(" {}", cell(self.table[x][y]));
                }
                out += "\n";
            }
        } else {
            out += &format!(
                "table            {} × {} (in the JSON)\n",
                self.order, self.order
            );
        }
        out
    }
}

impl SumAnswer {
    pub fn text(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(u32::to_string).collect();
        let who = if self.player_to_move_wins {
            "the player to move wins"
        } else {
            "the player to move loses"
        };
        format!(
            "{} {}: element {}, {} ({who})\n",
            self.code,
            heaps.join(" + "),
            self.element,
            self.outcome
        )
    }
}
