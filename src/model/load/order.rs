//! The order spans are scheduled in: each after the spans it waits for
//! (topologically); a cycle is a load error that names its spans.

use crate::model::dataset::{event_span, Dataset};
use crate::model::index::SpanIx;

/// Order spans so each comes after the spans it waits for; on a cycle,
/// return the spans in it.
pub(super) fn topo_order(ds: &Dataset) -> Result<Vec<SpanIx>, Vec<SpanIx>> {
    let n = ds.spans.len();
    let deps: Vec<Vec<usize>> = ds
        .spans
        .iter()
        .map(|s| {
            let mut d: Vec<usize> = s
                .after
                .iter()
                .chain(&s.first_of)
                .chain(&s.unless)
                .filter_map(|&e| event_span(ds, e).map(SpanIx::get))
                .collect();
            d.extend(s.prev_on_lane.map(SpanIx::get));
            d
        })
        .collect();
    // 0 = unvisited, 1 = on the stack, 2 = done
    let mut state = vec![0u8; n];
    let mut order = Vec::with_capacity(n);
    fn visit(
        s: usize,
        deps: &[Vec<usize>],
        state: &mut [u8],
        order: &mut Vec<usize>,
        stack: &mut Vec<usize>,
    ) -> Result<(), Vec<usize>> {
        match state[s] {
            2 => return Ok(()),
            1 => {
                let from = stack.iter().position(|&x| x == s).unwrap_or(0);
                let mut cycle = stack[from..].to_vec();
                cycle.push(s);
                return Err(cycle);
            }
            _ => {}
        }
        state[s] = 1;
        stack.push(s);
        for &d in &deps[s] {
            visit(d, deps, state, order, stack)?;
        }
        stack.pop();
        state[s] = 2;
        order.push(s);
        Ok(())
    }
    let mut stack = Vec::new();
    let typed = |v: Vec<usize>| v.into_iter().map(SpanIx).collect::<Vec<_>>();
    for s in 0..n {
        visit(s, &deps, &mut state, &mut order, &mut stack).map_err(typed)?;
    }
    Ok(typed(order))
}
