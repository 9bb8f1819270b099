//! The page around the timeline: config, evidence, the knobs that do
//! nothing, the rest of the page, and "about the numbers". It comes with the
//! second module (`ui::mount`), so it never delays the first timeline
//! paint.

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::view::evidence::charts;

use crate::ui::page::about_numbers::AboutNumbers;
use crate::ui::page::config_check::ConfigCheck;
use crate::ui::page::config_panel::ConfigPanel;
use crate::ui::page::dataset_files::DatasetFiles;
use crate::ui::page::drill::DrillSection;
use crate::ui::page::evidence_chart::EvidenceChart;
use crate::ui::page::inert_table::InertTable;
use crate::ui::page::knob_table::KnobTable;
use crate::ui::page::own_figures::OwnFiguresSection;
use crate::ui::page::reference_notes::ReferenceNotes;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

#[component]
pub fn PageSections() -> impl IntoView {
    let ctx = use_app();
    let charts = charts(&ctx.ds);
    // Another system's dataset may carry no JVM properties, charts or inert
    // knobs: show only the sections it has.
    let has_properties = ctx
        .ds
        .file
        .dimensions
        .iter()
        .any(|d| !d.properties.is_empty());
    // The knobs' table: their properties, and what each buys (a knob's
    // `buys[]` is shown with it whether or not a chart draws it too).
    let has_knob_table =
        has_properties || ctx.ds.file.dimensions.iter().any(|d| !d.buys.is_empty());
    let has_inert = !ctx.ds.file.inert.is_empty();
    let evidence = (!charts.is_empty()).then(|| {
        view! {
            <section class="evidence" aria-labelledby="evidence-title">
                <h2 id="evidence-title">{words(ctx.lang, PageKey::EvidenceTitle)}</h2>
                <p class="hint">{words(ctx.lang, PageKey::EvidenceIntro)}</p>
                <div class="chart-grid">
                    {charts.into_iter().map(|c| view! { <EvidenceChart data=c /> }).collect_view()}
                </div>
            </section>
        }
    });
    view! {
        {has_properties.then(|| view! {
            <div class="config-area">
                <ConfigPanel />
                <ConfigCheck />
            </div>
        })}
        <OwnFiguresSection />
        <DrillSection />
        {evidence}
        {has_knob_table.then(|| view! { <KnobTable /> })}
        {has_inert.then(|| view! { <InertTable /> })}
        <section class="reference-notes">
            <ReferenceNotes />
        </section>
        <AboutNumbers />
        <DatasetFiles />
    }
}
