//! The config panel's words: the JVM properties for a configuration (as a
//! properties file or as `-D` flags), what the settings cost, and what the
//! config check found, line by line. Pure, so the parse trap is tested
//! natively.

use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::file::ParseKind;
use crate::model::index::DimIx;
use crate::model::jvm::{
    dimension_property, format_ns, parse_duration, settings, Finding, FindingKind, Lines,
    NotReadWhy, SourceForm,
};
use crate::model::{Config, Dataset, Lang};

use super::format::format_ms;

/// How the properties are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// A `.properties` file, one commented line per property.
    Properties,
    /// `-D` flags for a command line.
    Flags,
}

/// The properties for `cfg`, split by JVM.
pub fn config_text(ds: &Dataset, cfg: &Config, lang: Lang, form: Form) -> String {
    let all = settings(ds, cfg);
    let mut out = String::new();
    let conditions: Vec<String> = ds
        .file
        .dimensions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.properties.is_empty())
        .map(|(i, d)| {
            format!(
                "{}: {}",
                d.name.get(lang),
                cfg.value_of(ds, DimIx(i)).label.get(lang)
            )
        })
        .collect();
    if !conditions.is_empty() {
        out.push_str(&format!(
            "# {}\n",
            trf(
                lang,
                PageKey::ConfigConditions,
                &[("conditions", &conditions.join(" · "))]
            )
        ));
    }
    for (j, jvm) in ds.file.jvms.iter().enumerate() {
        let lines: Vec<_> = all.iter().filter(|s| s.jvm == jvm.id).collect();
        if lines.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&format!("# ── {} ──\n", jvm.name.get(lang)));
        match form {
            Form::Properties => {
                for s in lines {
                    let dim = &ds.file.dimensions[s.dimension];
                    let label = cfg.value_of(ds, s.dimension).label.get(lang);
                    if s.stock {
                        out.push_str(&format!(
                            "# {}\n#{}={}\n",
                            trf(
                                lang,
                                PageKey::ConfigStockLine,
                                &[("name", dim.name.get(lang))]
                            ),
                            s.name,
                            s.value
                        ));
                    } else if s.parse == Some(ParseKind::NsInteger) {
                        out.push_str(&format!(
                            "# {}\n{}={}\n",
                            trf(
                                lang,
                                PageKey::ConfigNsComment,
                                &[
                                    ("value", label),
                                    ("stock", &stock_label(ds, s.dimension, lang))
                                ]
                            ),
                            s.name,
                            s.value
                        ));
                    } else {
                        out.push_str(&format!(
                            "# {}: {}\n{}={}\n",
                            dim.name.get(lang),
                            label,
                            s.name,
                            s.value
                        ));
                    }
                }
                // The inert knobs, once: under the first JVM's lines.
                if j == 0 {
                    for &k in &cfg.inert {
                        let knob = &ds.file.inert[k];
                        out.push_str(&format!(
                            "# {}\n",
                            trf(
                                lang,
                                PageKey::ConfigInertLine,
                                &[
                                    ("property", &knob.property),
                                    ("tried", knob.tried.get(lang)),
                                    ("result", knob.result.get(lang)),
                                ]
                            )
                        ));
                    }
                }
            }
            Form::Flags => {
                let flags: Vec<String> = lines
                    .iter()
                    .filter(|s| !s.stock)
                    .map(|s| format!("-D{}={}", s.name, s.value))
                    .collect();
                if flags.is_empty() {
                    out.push_str(&format!("# {}\n", tr(lang, PageKey::ConfigAllStock)));
                } else {
                    out.push_str(&flags.join(" "));
                    out.push('\n');
                }
            }
        }
    }
    out
}

fn stock_label(ds: &Dataset, dim: DimIx, lang: Lang) -> String {
    let d = &ds.file.dimensions[dim];
    d.values
        .iter()
        .find(|v| v.id == d.stock)
        .map_or_else(|| d.stock.clone(), |v| v.label.get(lang).to_string())
}

/// What the chosen settings cost, one line per knob off stock.
pub fn cost_lines(ds: &Dataset, cfg: &Config, lang: Lang) -> Vec<String> {
    ds.file
        .dimensions
        .iter()
        .enumerate()
        .filter_map(|(d, dim)| {
            let cost = dim.cost.as_ref()?;
            let value = cfg.value_of(ds, DimIx(d));
            if value.id == dim.stock {
                return None;
            }
            let stock_ms = dim.values.iter().find(|v| v.id == dim.stock)?.ms;
            let ratio = match (stock_ms, value.ms) {
                (Some(s), Some(v)) if v > 0.0 => format_ms(s / v),
                _ => String::new(),
            };
            Some(format!(
                "{}: {}",
                dim.name.get(lang),
                crate::i18n::fill(cost.text.get(lang), &[("ratio", &ratio)])
            ))
        })
        .collect()
}

/// Where in the paste: "line 3", or "lines 1–2" for a continued value.
pub fn lines_text(lines: Lines, lang: Lang) -> String {
    if lines.first == lines.last {
        trf(lang, PageKey::AtLine, &[("line", &lines.first.to_string())])
    } else {
        trf(
            lang,
            PageKey::AtLines,
            &[
                ("first", &lines.first.to_string()),
                ("last", &lines.last.to_string()),
            ],
        )
    }
}

/// The form a finding was read as, in words.
pub fn form_text(form: SourceForm, lang: Lang) -> &'static str {
    tr(
        lang,
        match form {
            SourceForm::PropertiesFile => PageKey::ReadAsProperties,
            SourceForm::CommandLine => PageKey::ReadAsCommandLine,
            SourceForm::ShellVariable => PageKey::ReadAsShellVariable,
            SourceForm::YamlValue => PageKey::ReadAsYaml,
            SourceForm::DockerfileEnv => PageKey::ReadAsDockerfileEnv,
            SourceForm::DockerfileCommand => PageKey::ReadAsDockerfileCommand,
            SourceForm::SystemdEnvironment => PageKey::ReadAsSystemdEnvironment,
            SourceForm::SystemdExec => PageKey::ReadAsSystemdExec,
        },
    )
}

/// One finding of the config check, as a sentence.
pub fn finding_text(ds: &Dataset, f: &Finding, lang: Lang) -> String {
    let line = lines_text(f.lines, lang);
    let p = f.property.as_str();
    let dim_name = |d: usize| ds.file.dimensions[d].name.get(lang).to_string();
    let value_label = |d: usize, v: &str| {
        ds.file.dimensions[d]
            .values
            .iter()
            .find(|x| x.id == v)
            .map_or_else(|| v.to_string(), |x| x.label.get(lang).to_string())
    };
    match &f.kind {
        FindingKind::SilentFallback { value, stock } => {
            let example = parse_duration(value)
                .map(|ns| format_ns(ns as f64 / 1e6))
                .unwrap_or_else(|| "10000000".to_string());
            let stock = match dimension_property(ds, p) {
                Some((d, _)) if !stock.is_empty() => value_label(d, stock),
                _ => tr(lang, PageKey::TheDefault).to_string(),
            };
            trf(
                lang,
                PageKey::FindingSilent,
                &[
                    ("at", &line),
                    ("property", p),
                    ("value", value),
                    ("stock", &stock),
                    ("example", &example),
                ],
            )
        }
        FindingKind::Octal { value, ns } => trf(
            lang,
            PageKey::FindingOctal,
            &[
                ("at", &line),
                ("property", p),
                ("value", value),
                ("ns", &ns.to_string()),
                ("ms", &format_ms(*ns as f64 / 1e6)),
            ],
        ),
        FindingKind::BadDuration { value } => trf(
            lang,
            PageKey::FindingBadDuration,
            &[("at", &line), ("property", p), ("value", value)],
        ),
        FindingKind::UnmeasuredStrategy { value } => trf(
            lang,
            PageKey::FindingStrategy,
            &[("at", &line), ("property", p), ("value", value)],
        ),
        FindingKind::OffGrid { value_ms, nearest } => {
            let d = dimension_property(ds, p).map_or(0, |(d, _)| d);
            let grid: Vec<String> = ds.file.dimensions[d]
                .values
                .iter()
                .map(|v| v.label.get(lang).to_string())
                .collect();
            trf(
                lang,
                PageKey::FindingOffGrid,
                &[
                    ("at", &line),
                    ("property", p),
                    ("ms", &format_ms(*value_ms)),
                    ("grid", &grid.join(", ")),
                    ("nearest", &value_label(d, nearest)),
                ],
            )
        }
        FindingKind::Partial {
            dimension,
            value,
            set,
            of,
        } => trf(
            lang,
            PageKey::FindingPartial,
            &[
                ("at", &line),
                ("name", &dim_name(*dimension)),
                ("value", &value_label(*dimension, value)),
                ("set", &set.to_string()),
                ("of", &of.to_string()),
            ],
        ),
        FindingKind::Unknown { suggestion } => match suggestion {
            Some(s) => trf(
                lang,
                PageKey::FindingMisspelled,
                &[("at", &line), ("property", p), ("suggestion", s)],
            ),
            None => trf(
                lang,
                PageKey::FindingUnknown,
                &[("at", &line), ("property", p)],
            ),
        },
        FindingKind::Inert { inert } => trf(
            lang,
            PageKey::FindingInert,
            &[
                ("at", &line),
                ("property", p),
                ("result", ds.file.inert[*inert].result.get(lang)),
            ],
        ),
        FindingKind::Applied { dimension, value } => trf(
            lang,
            PageKey::FindingApplied,
            &[
                ("at", &line),
                ("name", &dim_name(*dimension)),
                ("value", &value_label(*dimension, value)),
            ],
        ),
        FindingKind::BadFlag { text } => trf(
            lang,
            PageKey::FindingBadFlag,
            &[("at", &line), ("text", text)],
        ),
        FindingKind::Unterminated { quote } => trf(
            lang,
            PageKey::FindingUnterminated,
            &[("at", &line), ("quote", &quote.to_string())],
        ),
        FindingKind::BadEscape { text } => trf(
            lang,
            PageKey::FindingBadEscape,
            &[("at", &line), ("text", text)],
        ),
        FindingKind::NotRead { text, why } => trf(
            lang,
            match why {
                NotReadWhy::Context => PageKey::NotReadContext,
                NotReadWhy::ToProgram => PageKey::NotReadToProgram,
                NotReadWhy::Expansion => PageKey::NotReadExpansion,
                NotReadWhy::Cut => PageKey::NotReadCut,
            },
            &[("at", &line), ("text", text)],
        ),
        FindingKind::Repeated { first } => trf(
            lang,
            PageKey::FindingRepeated,
            &[
                ("at", &line),
                ("property", p),
                ("first", &first.to_string()),
            ],
        ),
    }
}
