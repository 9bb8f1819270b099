//! The intents: what the page below asks the first module to do, on the
//! wire and back, and run through the view's own updates.

use crate::model::drill::DrawnDrill;
use crate::model::own::OwnFigures;
use crate::model::{Config, Dataset, Side};

use super::super::drill_link::DrillLink;
use super::super::figures::{read_wire, wire_form};
use super::super::ViewState;
use super::wire::{bad, by_of, config, escape, field, fields, read_config, side_of, unescape};
use super::Unreadable;

/// What the page below asks the first module to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Switch inert knob `knob` (its index) of the run on `side` on or off.
    SetInert { side: Side, knob: usize, on: bool },
    /// Show `config` as A, as a new history entry (a preset click is one),
    /// with the critical path on if `critical`.
    Show { config: Config, critical: bool },
    /// Give the run on `side` these figures of the reader's (their
    /// configuration with them), or take its figures away (`None`): a new
    /// history entry.
    SetOwn {
        side: Side,
        figures: Option<OwnFigures>,
    },
    /// Give the run on `side` this drill of the reader's, as a link
    /// carries it (compare opens: the model of the same configuration
    /// beside it), or take its drill away (`None`): a new history entry.
    SetDrill {
        side: Side,
        drill: Option<DrillLink>,
    },
    /// The drill of `side` as drawn, for its link and configuration: not a
    /// change of the view (the first module draws it where the side still
    /// shows that drill and that configuration).
    Drawn {
        side: Side,
        config: Config,
        link: DrillLink,
        drawn: Box<DrawnDrill>,
    },
}

impl Intent {
    pub fn encode(&self) -> String {
        match self {
            Intent::SetInert { side, knob, on } => [
                "set-inert".to_string(),
                field("side", side.letter()),
                field("knob", &knob.to_string()),
                field("on", if *on { "1" } else { "0" }),
            ]
            .join(";"),
            Intent::Show {
                config: c,
                critical,
            } => [
                "show".to_string(),
                field("cp", if *critical { "1" } else { "0" }),
                field("run", &config(c)),
            ]
            .join(";"),
            Intent::SetOwn { side, figures } => {
                let mut out = vec!["set-own".to_string(), field("side", side.letter())];
                if let Some(f) = figures {
                    out.push(field("by", f.by.code()));
                    out.push(field("run", &config(&f.config)));
                    out.push(field("fig", &wire_form(&f.metrics)));
                }
                out.join(";")
            }
            Intent::SetDrill { side, drill } => {
                let mut out = vec!["set-drill".to_string(), field("side", side.letter())];
                if let Some(d) = drill {
                    out.push(field("drill", &link(d)));
                }
                out.join(";")
            }
            Intent::Drawn {
                side,
                config: c,
                link: l,
                drawn,
            } => {
                let mut out = vec![
                    "drawn".to_string(),
                    field("side", side.letter()),
                    field("run", &config(c)),
                    field("drill", &link(l)),
                ];
                out.extend(super::drawn::encode(drawn).iter().map(|(k, v)| field(k, v)));
                out.join(";")
            }
        }
    }

    /// Do what was asked to `view`, with the same updates as the first
    /// screen's own controls; says whether it is a new history entry.
    pub fn apply(self, view: &mut ViewState) -> bool {
        match self {
            Intent::SetInert { side, knob, on } => {
                view.set_inert(side, knob, on);
                false
            }
            Intent::Show { config, critical } => {
                view.show(config, critical);
                true
            }
            Intent::SetOwn { side, figures } => {
                view.set_own(side, figures);
                true
            }
            Intent::SetDrill { side, drill } => {
                view.set_drill(side, drill);
                true
            }
            // The screen keeps it (`Screen::take_drawn`): not the view's.
            Intent::Drawn { .. } => false,
        }
    }

    /// Read an intent about dataset `ds`.
    pub fn decode(ds: &Dataset, line: &str) -> Result<Intent, Unreadable> {
        let (what, rest) = line.split_once(';').unwrap_or((line, ""));
        let get = |key: &str| {
            fields(rest)
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v)
                .ok_or_else(|| Unreadable(format!("{what}: no {key}")))
        };
        match what {
            "set-inert" => {
                let v = get("side")?;
                let side = side_of(v).ok_or_else(|| bad("side", v))?;
                let v = get("knob")?;
                let knob: usize = v.parse().map_err(|_| bad("knob", v))?;
                if knob >= ds.file.inert.len() {
                    return Err(bad("knob", v));
                }
                let on = get("on")? == "1";
                Ok(Intent::SetInert { side, knob, on })
            }
            "show" => Ok(Intent::Show {
                critical: get("cp")? == "1",
                config: read_config(ds, get("run")?)?,
            }),
            "set-own" => {
                let v = get("side")?;
                let side = side_of(v).ok_or_else(|| bad("side", v))?;
                let figures = match get("run") {
                    // No figures: nothing else may come with the side.
                    Err(_) if fields(rest).count() == 1 => None,
                    Err(e) => return Err(e),
                    Ok(run) => {
                        let by = get("by")?;
                        let fig = get("fig")?;
                        Some(OwnFigures {
                            config: read_config(ds, run)?,
                            by: by_of(by).ok_or_else(|| bad("by", by))?,
                            metrics: read_wire(ds, fig).ok_or_else(|| bad("fig", fig))?,
                        })
                    }
                };
                Ok(Intent::SetOwn { side, figures })
            }
            "set-drill" => {
                let v = get("side")?;
                let side = side_of(v).ok_or_else(|| bad("side", v))?;
                let drill = match get("drill") {
                    // No drill: nothing else may come with the side.
                    Err(_) if fields(rest).count() == 1 => None,
                    Err(e) => return Err(e),
                    Ok(d) => Some(read_link(d).ok_or_else(|| bad("drill", d))?),
                };
                Ok(Intent::SetDrill { side, drill })
            }
            "drawn" => {
                let v = get("side")?;
                let side = side_of(v).ok_or_else(|| bad("side", v))?;
                let config = read_config(ds, get("run")?)?;
                let d = get("drill")?;
                let link = read_link(d).ok_or_else(|| bad("drill", d))?;
                let drawn = super::drawn::decode(ds, &config, fields(rest))
                    .ok_or_else(|| bad("drawn", what))?;
                Ok(Intent::Drawn {
                    side,
                    config,
                    link,
                    drawn: Box::new(drawn),
                })
            }
            _ => Err(Unreadable(format!("unknown intent {what}"))),
        }
    }
}

/// A drill's link text on the wire: whose, its marks and its offsets
/// (escaped), `|` between.
fn link(l: &DrillLink) -> String {
    format!("{}|{}|{}", l.by.code(), escape(&l.marks), escape(&l.skew))
}

fn read_link(v: &str) -> Option<DrillLink> {
    let mut it = v.split('|');
    let by = by_of(it.next()?)?;
    Some(DrillLink {
        marks: unescape(it.next()?)?,
        skew: unescape(it.next()?)?,
        by,
    })
}
