//! Entry point: install the panic hook, then mount the app.
use failover_timeline::ui::{app::App, panic};

fn main() {
    panic::install();
    leptos::mount::mount_to_body(App);
}
