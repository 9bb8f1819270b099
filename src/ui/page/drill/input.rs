//! What a drill is read from: a paste, or files dropped (each a log, a
//! table or a trace), read a chunk at a time: a file as slices of its
//! bytes (a 200 MB log never sits whole in memory), a paste by offsets,
//! the browser given a turn between chunks, the progress shown, a Cancel
//! honoured. Lines are never cut; bytes that are not UTF-8 read as U+FFFD.

use std::sync::Arc;

use leptos::prelude::*;

/// Bytes read between two turns of the browser.
const CHUNK: usize = 1024 * 1024;

/// One input: its name and what it holds.
#[derive(Clone)]
pub struct Input {
    pub name: String,
    pub body: Body,
}

#[derive(Clone)]
pub enum Body {
    Text(Arc<String>),
    File(web_sys::File),
}

impl Input {
    pub fn size(&self) -> f64 {
        match &self.body {
            Body::Text(t) => t.len() as f64,
            Body::File(f) => f.size(),
        }
    }
}

/// How far a reading has come (0 to 1), whether it is to stop, and which
/// reading is the latest (a reading started while one runs supersedes it).
#[derive(Clone, Copy)]
pub struct Progress {
    pub done: RwSignal<Option<f64>>,
    pub cancel: RwSignal<bool>,
    latest: StoredValue<u64>,
}

impl Progress {
    pub fn new() -> Progress {
        Progress {
            done: RwSignal::new(None),
            cancel: RwSignal::new(false),
            latest: StoredValue::new(0),
        }
    }
}

/// Why a reading stopped early.
pub enum Stop {
    Cancelled,
    /// Another reading started: this one's result is not wanted.
    Superseded,
    /// A file that could not be read (why).
    Failed(String),
}

/// The start of an input (its first 64 KB), to tell what it is.
pub async fn head(input: &Input) -> Result<String, String> {
    const HEAD: usize = 64 * 1024;
    match &input.body {
        Body::Text(t) => {
            let mut end = t.len().min(HEAD);
            while !t.is_char_boundary(end) {
                end -= 1;
            }
            Ok(t[..end].to_string())
        }
        Body::File(f) => {
            let bytes = slice(f, 0.0, HEAD as f64).await?;
            Ok(String::from_utf8_lossy(&bytes).into_owned())
        }
    }
}

/// The bytes `[from, to)` of `file`.
async fn slice(file: &web_sys::File, from: f64, to: f64) -> Result<Vec<u8>, String> {
    let blob = file
        .slice_with_f64_and_f64(from, to)
        .map_err(|e| crate::web::browser::js_message(&e))?;
    let buf = wasm_bindgen_futures::JsFuture::from(blob.array_buffer())
        .await
        .map_err(|e| crate::web::browser::js_message(&e))?;
    Ok(web_sys::js_sys::Uint8Array::new(&buf).to_vec())
}

/// What a reader is fed: the start of an input (its name), or a line.
pub enum Feed<'a> {
    Begin(&'a str),
    Line(&'a str),
}

/// Feed every line of `inputs` to `feed`, each input announced first, a
/// chunk at a time; `progress` over all their bytes.
pub async fn each_line(
    inputs: &[Input],
    progress: Progress,
    mut feed: impl FnMut(Feed),
) -> Result<(), Stop> {
    let total: f64 = inputs.iter().map(Input::size).sum::<f64>().max(1.0);
    let mut done = 0.0;
    let me = progress.latest.get_value() + 1;
    progress.latest.set_value(me);
    progress.cancel.set(false);
    progress.done.set(Some(0.0));
    let result = async {
        for input in inputs {
            feed(Feed::Begin(&input.name));
            match &input.body {
                Body::Text(t) => {
                    let mut at = 0;
                    while at < t.len() {
                        let mut cut = (at + CHUNK).min(t.len());
                        while !t.is_char_boundary(cut) {
                            cut += 1;
                        }
                        let end = t[cut..].find('\n').map_or(t.len(), |i| cut + i + 1);
                        let chunk = &t[at..end];
                        for l in chunk.strip_suffix('\n').unwrap_or(chunk).split('\n') {
                            feed(Feed::Line(l));
                        }
                        done += (end - at) as f64;
                        at = end;
                        turn(progress, me, done / total).await?;
                    }
                }
                Body::File(f) => {
                    let size = f.size();
                    let mut carry: Vec<u8> = Vec::new();
                    let mut at = 0.0;
                    while at < size {
                        let to = (at + CHUNK as f64).min(size);
                        let bytes = slice(f, at, to).await.map_err(Stop::Failed)?;
                        carry.extend_from_slice(&bytes);
                        // Whole lines only; the rest waits for the next slice.
                        if let Some(last) = carry.iter().rposition(|&b| b == b'\n') {
                            let rest = carry.split_off(last + 1);
                            let text = String::from_utf8_lossy(&carry[..last]);
                            for l in text.split('\n') {
                                feed(Feed::Line(l));
                            }
                            carry = rest;
                        }
                        done += to - at;
                        at = to;
                        turn(progress, me, done / total).await?;
                    }
                    if !carry.is_empty() {
                        feed(Feed::Line(&String::from_utf8_lossy(&carry)));
                    }
                }
            }
        }
        Ok(())
    }
    .await;
    if progress.latest.get_value() != me {
        // The latest reading's bar is its own.
        return Err(Stop::Superseded);
    }
    progress.done.set(None);
    result
}

/// Give the browser a turn; stop if asked to, or if another reading began.
async fn turn(progress: Progress, me: u64, done: f64) -> Result<(), Stop> {
    if progress.latest.get_value() == me {
        progress.done.set(Some(done));
    }
    gloo_timers::future::TimeoutFuture::new(0).await;
    if progress.latest.get_value() != me {
        Err(Stop::Superseded)
    } else if progress.cancel.get_untracked() {
        Err(Stop::Cancelled)
    } else {
        Ok(())
    }
}

/// A whole input as text (a table's or a trace's, read at once).
pub async fn whole(input: &Input, progress: Progress) -> Result<String, Stop> {
    let mut out = String::new();
    each_line(std::slice::from_ref(input), progress, |f| {
        if let Feed::Line(l) = f {
            out.push_str(l);
            out.push('\n');
        }
    })
    .await?;
    Ok(out)
}
