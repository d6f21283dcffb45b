//! Unit tests of pebbles-games' classical engine: forms, pairs, grids,
//! dyadics, octal games, loopy games, moved from the crate's `src/`: the
//! crate has no unit-test harness (`test = false`), so that `cargo test`
//! compiles it once. One module a source file, named after it.

// crates/games/src/classical/remoteness.rs
mod remoteness {
    use pebbles::games::classical::remoteness::*;
    use pebbles::games::classical::rulesets::RulesetId;
    use pebbles::games::common::Player;

    fn nim(heaps: &str) -> u32 {
        let id: RulesetId = "nim".parse().unwrap();
        match Remoteness::new()
            .of(id, &[heaps.to_string()], Player::Left, &mut 10_000)
            .unwrap()
        {
            Found::Remote(r) => r,
            Found::TooLarge { .. } => panic!("too large"),
        }
    }

    #[test]
    fn nim_remoteness_by_hand() {
        // One heap: take it all, one move. Two equal heaps of 1: two moves.
        assert_eq!(nim("1"), 1);
        assert_eq!(nim("5"), 1);
        assert_eq!(nim("1,1"), 2);
        // 2,2: the loser delays (takes 1), the winner mirrors: 4 moves.
        assert_eq!(nim("2,2"), 4);
        // 1,2: take 1 from the 2 (to 1,1), then two more moves.
        assert_eq!(nim("1,2"), 3);
    }

    #[test]
    fn a_search_past_its_limit_says_so() {
        let id: RulesetId = "nim".parse().unwrap();
        let found = Remoteness::new()
            .of(id, &["6,7,8".to_string()], Player::Left, &mut 10)
            .unwrap();
        assert_eq!(found, Found::TooLarge { limit: 10 });
    }
}

// crates/games/src/classical/forms.rs
mod forms {
    use pebbles::games::classical::{Universe, Value};

    fn truth(text: &str) -> bool {
        match Universe::new().parse_expr(text) {
            Ok(Value::Truth(t)) => t,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn identity_is_not_equality() {
        // The lecture's laws hold up to identity…
        assert!(truth("0 + * === *"));
        assert!(truth("^ + * === * + ^"));
        assert!(truth("(1 + *) + ^ === 1 + (* + ^)"));
        assert!(truth("-(-{2|{1|-1}}) === {2|{1|-1}}"));
        assert!(truth("-({1|*} + ^) === -{1|*} + -^"));
        // …but G − G is only equal to 0.
        assert!(truth("{2|{1|-1}} - {2|{1|-1}} = 0"));
        assert!(!truth("{2|{1|-1}} - {2|{1|-1}} === 0"));
        assert!(truth("* + * = 0") && !truth("* + * ≡ 0"));
        // Dominated options make a form differ from its value.
        assert!(truth("{0,-1|} = 1") && !truth("{0,-1|} === 1"));
        assert!(truth("{0|} === 1"));
    }

    #[test]
    fn huge_forms_are_refused() {
        let text = "*20 + *20 + *20 + *20 + *20 + *20 + *20 + *20 === 0";
        let e = Universe::new().parse_expr(text).unwrap_err();
        assert!(e.to_string().contains("distinct subgames"), "{e}");
    }
}

// crates/games/src/classical/pairs.rs
mod pairs {
    use pebbles::games::classical::pairs::{LeSlot, PairTable, SumSlot};
    use pebbles::games::classical::Game;
    use std::collections::HashMap;

    #[test]
    fn tables_agree_with_a_hash_map() {
        let mut le: PairTable<LeSlot> = PairTable::default();
        let mut sums: PairTable<SumSlot> = PairTable::default();
        let mut oracle: HashMap<(u32, u32), (bool, u32)> = HashMap::new();
        let mut x = 7_u64;
        for _ in 0..20_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            // Pairs sharing their second handle, as the old map's worst case.
            let (g, h) = ((x >> 40) as u32 % 3000, (x >> 20) as u32 % 7);
            if g == h {
                continue;
            }
            let v = (x >> 8) as u32;
            le.insert(Game(g), Game(h), v & 1 == 1);
            sums.insert(Game(g), Game(h), Game(v));
            oracle.insert((g, h), (v & 1 == 1, v));
        }
        assert_eq!((le.len(), sums.len()), (oracle.len(), oracle.len()));
        for (&(g, h), &(b, v)) in &oracle {
            assert_eq!(le.get(Game(g), Game(h)), Some(b));
            assert_eq!(sums.get(Game(g), Game(h)), Some(Game(v)));
        }
        assert_eq!(le.get(Game(5000), Game(1)), None);
        assert_eq!(sums.get(Game(1), Game(5000)), None);
        // Capped tables forget pairs but never answer wrongly.
        let (mut small_le, mut small_sums) = (
            PairTable::<LeSlot>::default(),
            PairTable::<SumSlot>::default(),
        );
        (small_le.max, small_sums.max) = (64, 64);
        for (&(g, h), &(b, v)) in &oracle {
            small_le.insert(Game(g), Game(h), b);
            small_sums.insert(Game(g), Game(h), Game(v));
        }
        assert!(small_le.slots.len() == 64 && small_le.len() <= 64);
        let mut kept = 0;
        for (&(g, h), &(b, v)) in &oracle {
            let c = small_le.get(Game(g), Game(h));
            assert!(c.is_none() || c == Some(b));
            let s = small_sums.get(Game(g), Game(h));
            assert!(s.is_none() || s == Some(Game(v)));
            kept += usize::from(s.is_some());
        }
        assert!(kept > 32 && kept <= 64, "{kept}");
        // Beyond the packed range: not cached, never wrong.
        le.insert(Game(1 << 31), Game(1), true);
        assert_eq!(le.get(Game(1 << 31), Game(1)), None);
    }
}

// crates/games/src/classical/forms_index.rs
mod forms_index {
    use pebbles::games::classical::forms_index::{form_hash, FormIndex};
    use pebbles::games::classical::Game;
    use std::collections::HashMap;

    #[test]
    fn the_index_agrees_with_a_hash_map() {
        // Forms as option lists; equal hashes forced for some (hash % 64).
        let mut forms: Vec<(Vec<Game>, Vec<Game>)> = Vec::new();
        let mut index = FormIndex::default();
        let mut oracle: HashMap<(Vec<Game>, Vec<Game>), Game> = HashMap::new();
        let mut x = 11_u64;
        for _ in 0..30_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let nl = (x >> 60) as usize % 4;
            let nr = (x >> 56) as usize % 4;
            let mut l: Vec<Game> = (0..nl).map(|i| Game((x >> (8 * i)) as u32 % 50)).collect();
            let mut r: Vec<Game> = (0..nr)
                .map(|i| Game((x >> (7 * i + 3)) as u32 % 50))
                .collect();
            l.sort_unstable();
            r.sort_unstable();
            let key = (l.clone(), r.clone());
            let hash = form_hash(&l, &r) % 64;
            let same = |g: Game| forms[g.0 as usize] == key;
            let found = index.get(hash, same);
            assert_eq!(found, oracle.get(&key).copied(), "{key:?}");
            if found.is_none() {
                let g = Game(forms.len() as u32);
                forms.push(key.clone());
                index.insert(hash, g);
                oracle.insert(key, g);
            }
        }
        assert_eq!(index.len(), oracle.len());
        // Left and Right options are told apart.
        let (a, b) = (Game(1), Game(2));
        assert_ne!(form_hash(&[a], &[b]), form_hash(&[a, b], &[]));
    }
}

// crates/games/src/classical/octal_remoteness.rs
mod octal_remoteness {
    use pebbles::games::classical::octal::OctalCode;
    use pebbles::games::classical::octal_remoteness::*;

    #[test]
    fn kayles_moves_from_a_heap_of_three() {
        let kayles: OctalCode = "0.77".parse().unwrap();
        let mut o = heap_options(&kayles, 3);
        o.sort();
        // Take 1 (leaving 2, or 1 and 1) or 2; no digit takes 3.
        assert_eq!(o, [vec![1], vec![1, 1], vec![2]]);
        assert_eq!(heap_options(&kayles, 2), [vec![1], vec![]]);
    }

    #[test]
    fn nim_heaps_last_one_move() {
        // 0.333…: take any number from a heap (Nim on one heap): the mover
        // takes all and wins in one move.
        let nim: OctalCode = "0.3333".parse().unwrap();
        assert_eq!(
            heap_remoteness(&nim, 0, 4, 100),
            [Some(0), Some(1), Some(1), Some(1), Some(1)]
        );
        assert_eq!(heap_remoteness(&nim, 2, 2, 0), [None]);
    }
}

// crates/games/src/classical/grid.rs
mod grid {
    use pebbles::games::classical::grid::{image_cell, Bits};

    /// Symmetry `t` cell by cell, the definition.
    fn transform_cells(b: &Bits<2>, t: u8) -> Bits<2> {
        let (w, h) = (b.w as usize, b.h as usize);
        let (nw, nh) = if t & 4 != 0 { (h, w) } else { (w, h) };
        let mut masks = [0u64; 2];
        for (k, &m) in b.masks.iter().enumerate() {
            for i in (0..w * h).filter(|&i| m >> i & 1 == 1) {
                masks[k] |= 1 << image_cell(i, w, h, t);
            }
        }
        Bits {
            w: nw as u8,
            h: nh as u8,
            masks,
        }
    }

    /// Boards of every shape up to 8×8 and 9×7 with random cells (9 columns
    /// take the general path).
    fn boards() -> Vec<Bits<2>> {
        let mut x = 11_u64;
        let mut next = move || {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            x
        };
        let mut out = Vec::new();
        let shapes = (1..=9u8).flat_map(|w| (1..=8u8).map(move |h| (w, h)));
        for (w, h) in shapes.filter(|&(w, h)| u32::from(w) * u32::from(h) <= 64) {
            let n = u32::from(w) * u32::from(h);
            let full = if n == 64 { u64::MAX } else { (1 << n) - 1 };
            for _ in 0..40 {
                let (a, b) = (next() & next() & full, next() & next() & full);
                out.push(Bits {
                    w,
                    h,
                    masks: [a, b & !a],
                });
            }
        }
        out
    }

    #[test]
    fn symmetries_match_the_cell_by_cell_definition() {
        for b in boards() {
            for t in 0..8 {
                assert_eq!(b.transform(t), transform_cells(&b, t), "{b:?} t={t}");
            }
            let least = (0..8)
                .map(|t| transform_cells(&b, t))
                .min()
                .expect("eight images");
            assert_eq!(b.least_image().0, least, "{b:?}");
        }
    }

    /// The cells of `region` of `b` in their bounding box.
    fn crop_by_cells(b: &Bits<2>, region: u64) -> Bits<2> {
        let w = b.w as usize;
        let cells: Vec<usize> = (0..64).filter(|&i| region >> i & 1 == 1).collect();
        if cells.is_empty() {
            return Bits {
                w: 0,
                h: 0,
                masks: [0; 2],
            };
        }
        let r0 = cells.iter().map(|i| i / w).min().expect("a cell");
        let r1 = cells.iter().map(|i| i / w).max().expect("a cell");
        let c0 = cells.iter().map(|i| i % w).min().expect("a cell");
        let c1 = cells.iter().map(|i| i % w).max().expect("a cell");
        let nw = c1 - c0 + 1;
        let mut masks = [0u64; 2];
        for &i in &cells {
            for (k, m) in b.masks.iter().enumerate() {
                masks[k] |= (m >> i & 1) << ((i / w - r0) * nw + i % w - c0);
            }
        }
        Bits {
            w: nw as u8,
            h: (r1 - r0 + 1) as u8,
            masks,
        }
    }

    /// The connected regions by a search cell by cell, each cropped by
    /// the rows and columns of its cells.
    fn regions_by_search(b: &Bits<2>) -> Vec<Bits<2>> {
        let (w, h) = (b.w as usize, b.h as usize);
        let mut rest = b.union();
        let mut out = Vec::new();
        while rest != 0 {
            let (mut region, mut todo) = (0u64, vec![rest.trailing_zeros() as usize]);
            while let Some(i) = todo.pop() {
                if rest >> i & 1 == 0 {
                    continue;
                }
                rest &= !(1 << i);
                region |= 1 << i;
                let (r, c) = (i / w, i % w);
                if c > 0 {
                    todo.push(i - 1);
                }
                if c + 1 < w {
                    todo.push(i + 1);
                }
                if r > 0 {
                    todo.push(i - w);
                }
                if r + 1 < h {
                    todo.push(i + w);
                }
            }
            out.push(crop_by_cells(b, region));
        }
        out
    }

    #[test]
    fn regions_match_a_search_cell_by_cell() {
        for b in boards() {
            assert_eq!(b.regions(b.union()), regions_by_search(&b), "{b:?}");
            assert_eq!(b.crop(), crop_by_cells(&b, b.union()), "{b:?}");
        }
    }
}

// crates/games/src/classical/print.rs
mod print {
    use pebbles::games::classical::Universe;

    /// Issue 43: a side's options print in one order, whatever order the
    /// universe made their games in (their handles).
    #[test]
    fn options_print_in_one_order_however_they_were_made() {
        // Two options of the same birthday, neither dominated.
        let forms = ["{1|*}", "{1|0}"];
        let mut texts = Vec::new();
        for made in [forms, [forms[1], forms[0]]] {
            let mut u = Universe::new();
            for f in made {
                u.parse(f).unwrap();
            }
            let g = u.parse(&format!("{{{} | -5}}", made.join(", "))).unwrap();
            texts.push(u.show(g));
        }
        assert!(texts[0] == "{{1|0},{1|*}|-5}" || texts[0] == "{{1|*},{1|0}|-5}");
        assert_eq!(texts[0], texts[1]);
    }
}

// crates/games/src/classical/nim.rs
mod nim {
    use pebbles::games::classical::nim::*;

    #[test]
    fn refuses_bad_ranges() {
        assert_eq!(
            nim_table(0, 5000).unwrap_err().to_string(),
            "`5000` is too large (at most 2047)"
        );
        assert!(matches!(nim_table(4, 2), Err(NimTableError::Empty { .. })));
        assert!(matches!(
            nim_table(0, 64),
            Err(NimTableError::TooWide { .. })
        ));
    }
}

// crates/games/src/classical/dyadic.rs
mod dyadic {
    use pebbles::games::classical::dyadic::*;

    fn d(n: i64, e: u32) -> Dyadic {
        Dyadic::new(n, e)
    }

    #[test]
    fn simplest() {
        let s = |l: Option<Dyadic>, h: Option<Dyadic>| Dyadic::simplest_between(l, h).unwrap();
        assert_eq!(s(Some(d(0, 0)), Some(d(1, 0))), d(1, 1));
        assert_eq!(s(Some(d(1, 1)), Some(d(1, 0))), d(3, 2));
        assert_eq!(s(Some(d(-1, 0)), Some(d(3, 0))), d(0, 0));
        assert_eq!(s(Some(d(1, 0)), Some(d(4, 0))), d(2, 0));
        assert_eq!(s(Some(d(-4, 0)), Some(d(-1, 0))), d(-2, 0));
        assert_eq!(s(Some(d(-1, 0)), Some(d(-1, 1))), d(-3, 2));
        assert_eq!(s(Some(d(5, 3)), Some(d(3, 2))), d(11, 4));
        assert_eq!(s(None, Some(d(-3, 1))), d(-2, 0));
        assert_eq!(s(Some(d(3, 1)), None), d(2, 0));
        assert_eq!(Dyadic::simplest_between(Some(d(1, 0)), Some(d(1, 0))), None);
        assert_eq!(d(3, 1).to_string(), "3/2");
        assert_eq!(d(-4, 1).to_string(), "-2");
        for x in [d(3, 1), d(-4, 1), d(-7, 5), d(0, 0)] {
            assert_eq!(Dyadic::from_text(&x.to_string()), Some(x));
        }
        assert_eq!(Dyadic::from_text("1/3"), None);
    }

    #[test]
    fn overflow_is_flagged_never_wrapped() {
        clear_overflow();
        let fine = d(1, MAX_PRECISION);
        assert!(!overflowed());
        let _ = fine.half();
        assert!(clear_overflow(), "2^-62 is past the precision");
        let big = Dyadic::int(i64::MAX);
        assert_eq!(big + Dyadic::ONE, Dyadic::ZERO);
        assert!(clear_overflow());
        let _ = big.cmp(&fine);
        assert!(clear_overflow(), "aligning 2^63 over 2^-61 overflows");
        assert_eq!(d(3, 2).times(4), d(3, 0));
        assert!(!overflowed());
    }
}

// crates/games/src/classical/loopy/mod.rs
mod loopy {
    //! Unit tests of loopy values: published values (Siegel, *CGT*, ch. VI;
    //! Winning Ways, ch. 11) and the notation's round trip.

    use crate::loopy::{holds, shown};

    #[test]
    fn named_stoppers_print() {
        for (text, want) in [
            ("on", "on"),
            ("off", "off"),
            ("over", "over"),
            ("under", "under"),
            ("upon", "^[on]"),
            ("{pass|*}", "^[on]"),
            ("-upon", "v[on]"),
            ("x{0|x}", "over"),
            ("5over", "5over"),
            ("3/2under", "3/2under"),
            ("dud", "dud"),
            ("{pass|pass}", "dud"),
            ("on + off", "dud"),
            ("on + on", "on"),
            ("over + ^", "over"),
            ("1 + over", "1over"),
        ] {
            assert_eq!(shown(text), want, "{text}");
        }
    }

    #[test]
    fn comparisons() {
        assert!(holds("on + off == dud"));
        assert!(holds("over > 0"));
        assert!(holds("over < 1/2"));
        assert!(holds("on >= 5"));
        assert!(holds("upon > 0"));
        assert!(holds("over + ^ == over"));
    }
}

// crates/games/src/classical/octal/sweep.rs
mod sweep {
    use pebbles::games::classical::octal::sweep::*;

    #[test]
    fn ranges_list_codes_in_order() {
        let r: CodeRange = "0.05..0.12".parse().unwrap();
        let codes: Vec<String> = (0..r.count())
            .map(|i| r.code(i).unwrap().text().into())
            .collect();
        assert_eq!(codes, ["0.05", "0.06", "0.07", "0.10", "0.11", "0.12"]);
        let r: CodeRange = "4.E..4.F".parse().unwrap();
        assert_eq!(r.code(1).unwrap().text(), "4.F");
        for (bad, words) in [
            ("0.7", "expected a range"),
            ("0.1..0.77", "same number of digits"),
            ("0.7..0.1", "is empty"),
            ("0.1..4.7", "same part before the point"),
            ("0.1..0.G", "`G`"),
        ] {
            let e = bad.parse::<CodeRange>().unwrap_err().to_string();
            assert!(e.contains(words), "{bad}: {e}");
        }
    }

    #[test]
    fn records_give_the_known_periods() {
        // Dawson's Kayles 0.07: period 34 from heap 53 (Winning Ways).
        let r = sweep_record(&"0.07".parse().unwrap(), 100_000_000);
        assert_eq!((r.preperiod, r.period), (Some(53), Some(34)));
        assert_eq!(r.last_exceptional, Some(52));
        let r = sweep_record(&"0.16".parse().unwrap(), 1000);
        assert_eq!(r.period, None);
        assert_eq!(r.status, "not proven within the work limit");
    }
}

// crates/games/src/classical/octal/mod.rs
mod octal {
    use pebbles::games::classical::octal::*;

    fn code(s: &str) -> OctalCode {
        s.parse().unwrap()
    }

    #[test]
    fn parses_and_trims_codes() {
        assert_eq!(code("0.77").digits(), vec![0, 7, 7]);
        assert_eq!(code(".070").digits(), vec![0, 0, 7]);
        assert_eq!(code("4.0").max_take(), 0);
        assert_eq!(code(" 0.137 ").text(), "0.137");
    }

    #[test]
    fn errors_name_the_token() {
        let e = |s: &str| s.parse::<OctalCode>().unwrap_err().to_string();
        assert_eq!(
            e("0.7G"),
            "`G` at position 4: not a digit of an octal or hexadecimal code (0 to 9, A to F)"
        );
        assert_eq!(e("077"), "`077`: an octal code needs a point, like `0.77`");
        assert!(e("2.7").starts_with("`2` at position 1"));
        assert!(e("0.7.7").starts_with("`.` at position 4"));
        assert_eq!(e(""), OctalError::Empty.to_string());
    }

    #[test]
    fn runs_in_slices() {
        let code = code("0.106");
        let mut run = OctalRun::new(&code, 400, OCTAL_WORK_LIMIT).unwrap();
        let mut slices = 0;
        while !run.step(1000).unwrap() {
            slices += 1;
            assert!(run.progress().0 < 400);
        }
        assert!(slices > 10);
        assert_eq!(run.progress(), (400, 400));
        assert_eq!(run.finish(), code.grundy(400, OCTAL_WORK_LIMIT).unwrap());
    }

    #[test]
    fn work_limit_is_reported() {
        let err = code("0.106").grundy(5000, 10_000).unwrap_err();
        assert!(
            matches!(err, OctalError::WorkLimit { heap: 5000, .. }),
            "{err}"
        );
    }
}
