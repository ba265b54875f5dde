"""Linear-chain CRF decoding in numpy, vectorised over a batch of rows: the best path (Viterbi) and the
posterior tag marginals (forward-backward), for the tagger runtime (``models/runtime.py``). Transitions at or
below -5000 are forbidden (the BIOES mask the model is trained with); the recursions exploit that sparsity.
Only numpy: training decodes its dev set with the same functions."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def fan_in_groups(trans: np.ndarray) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """Group target tags by their allowed source tags (transitions above the -1e4 mask).

    Target tags sharing one source set (BIOES: O, B-*, S-* all follow O, E-*, S-*) form a ``shared``
    group, decoded as one dense [B, w, n] max; the remaining targets are gathered per width."""
    k = trans.shape[0]
    ok = trans > -5000.0
    by_set: dict[tuple[int, ...], list[int]] = {}
    for j in range(k):
        src = tuple(np.flatnonzero(ok[:, j]).tolist()) or (j,)
        by_set.setdefault(src, []).append(j)
    groups: list[tuple[str, np.ndarray, np.ndarray]] = []
    by_width: dict[int, list[tuple[int, tuple[int, ...]]]] = {}
    for src, tos in by_set.items():
        if len(tos) > 4:
            groups.append(("shared", np.array(tos, dtype=np.int64), np.array(src, dtype=np.int64)))
        else:
            for j in tos:
                by_width.setdefault(len(src), []).append((j, src))
    for _, items in sorted(by_width.items()):
        groups.append(("gather", np.array([j for j, _ in items], dtype=np.int64),
                       np.array([src for _, src in items], dtype=np.int64)))  # fmt: skip
    return groups


def _prepare(trans: np.ndarray, groups: list[tuple[str, np.ndarray, np.ndarray]]) -> list[tuple]:
    """Per group: (kind, targets, sources, transition block, column max of the block or None)."""
    out = []
    for kind, tos, frm in groups:
        if kind == "shared":
            gt = np.ascontiguousarray(trans[np.ix_(frm, tos)])  # [w, n]
            out.append((kind, tos, frm, gt, gt.max(axis=0)))
        else:
            out.append((kind, tos, frm, trans[frm, tos[:, None]], None))  # [n, w]
    return out


def _argmax_small(cand: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray]:
    """(argmax, max) along a short axis by running comparisons (first index wins ties, like
    ``np.argmax``); much faster than ``argmax`` over an axis of 2-3 elements."""
    c = np.moveaxis(cand, axis, 0)
    best = c[0].copy()
    arg = np.zeros(best.shape, dtype=np.int64)
    for j in range(1, c.shape[0]):
        better = c[j] > best
        np.copyto(best, c[j], where=better)
        arg[better] = j
    return arg, best


def live_positions(lengths: Sequence[int] | np.ndarray, width: int) -> np.ndarray:
    """[B, width] bool: True where a position lies within its row's length (the real tokens of a padded batch)."""
    return np.arange(width)[None, :] < np.asarray(lengths)[:, None]


def viterbi(emissions: np.ndarray, lengths: np.ndarray, trans: np.ndarray, start: np.ndarray,
            end: np.ndarray, groups: list[tuple[str, np.ndarray, np.ndarray]] | None = None,
            top_k: int = 2) -> np.ndarray:  # fmt: skip
    """Best tag sequence per row. emissions [B,T,K], lengths [B] (>= 1); returns int [B,T] (0 past length).

    Exact max over the allowed source tags only (BIOES masks forbid most transitions), grouped so
    each step is a few dense numpy ops over the whole batch. In the large shared group each row
    first tries only its ``top_k`` best source tags; that answer is provably the max when it is at
    least the (top_k+1)-th best source score plus the largest transition into the target, and rows
    where the bound fails are recomputed over all sources — so pruning never changes the result."""
    b, t, k = emissions.shape
    em = emissions.astype(np.float32, copy=False)
    trans = trans.astype(np.float32, copy=False)
    prepared = _prepare(trans, groups if groups is not None else fan_in_groups(trans))
    score = (start[None, :] + em[:, 0]).astype(np.float32)
    bp = np.zeros((t, b, k), dtype=np.int16)
    ident = np.arange(k, dtype=np.int16)
    best_from = np.empty((b, k), dtype=np.int16)
    nxt = np.empty((b, k), dtype=np.float32)
    for i in range(1, t):
        for kind, tos, frm, gt, colmax in prepared:
            src = score[:, frm]  # [B, w]
            w = len(frm)
            if kind == "gather":
                arg, val = _argmax_small(src + gt[None], 2)  # over [B, n, w]
                best_from[:, tos] = frm[np.arange(len(tos))[None, :], arg]
                nxt[:, tos] = val
            elif w > top_k + 1:
                part = np.argpartition(src, w - top_k - 1, axis=1)
                top = part[:, w - top_k :]  # [B, top_k] best sources, unordered
                bound = np.take_along_axis(src, part[:, w - top_k - 1 : w - top_k], axis=1) + colmax[None]
                cand = np.take_along_axis(src, top, axis=1)[:, :, None] + gt[top]  # [B, top_k, n]
                arg, val = _argmax_small(cand, 1)
                arg = np.take_along_axis(top, arg, axis=1)  # [B, n] source positions
                redo = np.flatnonzero((val < bound).any(axis=1))
                if len(redo):
                    full = src[redo][:, :, None] + gt[None]  # [R, w, n]
                    arg[redo] = full.argmax(axis=1)
                    val[redo] = full.max(axis=1)
                best_from[:, tos] = frm[arg]
                nxt[:, tos] = val
            else:
                cand = src[:, :, None] + gt[None]  # [B, w, n]
                best_from[:, tos] = frm[cand.argmax(axis=1)]
                nxt[:, tos] = cand.max(axis=1)
        live = i < lengths
        if live.all():
            score = nxt + em[:, i]
            bp[i] = best_from
        else:  # finished rows keep their score and point to themselves
            score = np.where(live[:, None], nxt + em[:, i], score)
            bp[i] = np.where(live[:, None], best_from, ident)
    score = score + end[None, :]
    out = np.zeros((b, t), dtype=np.int64)
    cur = score.argmax(axis=1)
    out[:, t - 1] = cur
    rows = np.arange(b)
    for i in range(t - 1, 0, -1):
        cur = bp[i, rows, cur]
        out[:, i - 1] = cur
    # positions past the length got copies of the last real tag through the identity backpointers
    out[~live_positions(lengths, t)] = 0
    return out


def _logsumexp(x: np.ndarray, axis: int) -> np.ndarray:
    m = x.max(axis=axis, keepdims=True)
    return (m + np.log(np.exp(x - m).sum(axis=axis, keepdims=True))).squeeze(axis)


def _grouped_lse(vec: np.ndarray, prepared: list[tuple], k: int) -> np.ndarray:
    """out[:, j] = logsumexp over allowed sources s of vec[:, s] + trans[s, j]."""
    out = np.empty((vec.shape[0], k), dtype=np.float32)
    for kind, tos, frm, gt, _ in prepared:
        if kind == "shared":
            out[:, tos] = _logsumexp(vec[:, frm][:, :, None] + gt[None], axis=1)
        else:
            out[:, tos] = _logsumexp(vec[:, frm] + gt[None], axis=2)
    return out


def log_marginals(emissions: np.ndarray, lengths: np.ndarray, trans: np.ndarray, start: np.ndarray,
                  end: np.ndarray) -> np.ndarray:  # fmt: skip
    """Posterior tag marginals by forward-backward in log space (slow, never underflows); the
    fallback of :func:`marginals` for rows whose scaled recursion underflows."""
    b, t, k = emissions.shape
    em = emissions.astype(np.float32, copy=False)
    trans = trans.astype(np.float32, copy=False)
    fwd = _prepare(trans, fan_in_groups(trans))
    bwd = _prepare(trans.T, fan_in_groups(trans.T))
    alpha = np.empty((b, t, k), dtype=np.float32)
    beta = np.zeros((b, t, k), dtype=np.float32)
    alpha[:, 0] = start[None] + em[:, 0]
    for i in range(1, t):
        alpha[:, i] = _grouped_lse(alpha[:, i - 1], fwd, k) + em[:, i]
    last = lengths - 1
    rows = np.arange(b)
    beta[rows, last] = end[None, :]
    for i in range(t - 2, -1, -1):
        nxt = _grouped_lse(em[:, i + 1] + beta[:, i + 1], bwd, k)
        live = (i < last)[:, None]
        beta[:, i] = np.where(live, nxt, beta[:, i])
    logz = _logsumexp(alpha[rows, last] + end[None], axis=1)
    live = (np.arange(t)[None, :] <= last[:, None])[:, :, None]
    return np.exp(np.where(live, alpha + beta - logz[:, None, None], -np.inf))


def marginals(emissions: np.ndarray, lengths: np.ndarray, trans: np.ndarray, start: np.ndarray,
              end: np.ndarray) -> np.ndarray:  # fmt: skip
    """Posterior tag marginals P(y_t = k | x) by forward-backward, [B,T,K] (0 past length).

    Scaled recursion in probability space (Rabiner): each step is one [B,K]x[K,K] matrix product
    with exp(transitions), masked transitions being exactly 0, renormalised per step (float32: the
    scores are confidences, not probabilities to chain further).
    Rows where a step underflows to all zeros are recomputed by :func:`log_marginals`."""
    b, t, k = emissions.shape
    em = emissions.astype(np.float32, copy=False)
    a_mat = np.where(trans > -5000.0, np.exp(np.minimum(trans, 80.0)), 0.0).astype(np.float32)
    a_t = np.ascontiguousarray(a_mat.T)
    # time-major [T,B,K]: every step reads and writes contiguous [B,K] blocks (about 10 % faster)
    e = np.exp(em - em.max(axis=2, keepdims=True)).transpose(1, 0, 2).copy()
    alpha = np.empty((t, b, k), dtype=np.float32)
    beta = np.empty((t, b, k), dtype=np.float32)

    def norm(x: np.ndarray) -> np.ndarray:
        return x / x.sum(axis=1, keepdims=True)

    start32, end32 = start.astype(np.float32), end.astype(np.float32)
    last = lengths - 1
    eb = np.exp(end32 - end32.max())
    # a step that underflows to all zeros divides 0 by 0: its row turns NaN and is caught by the normaliser z
    # below (fewer numpy calls per step than testing each step)
    with np.errstate(invalid="ignore", divide="ignore"):
        alpha[0] = norm(np.exp(start32 - start32.max())[None, :] * e[0])
        for i in range(1, t):
            alpha[i] = norm((alpha[i - 1] @ a_mat) * e[i])
        beta[:] = eb
        for i in range(t - 2, -1, -1):
            live = (i < last)[:, None]
            beta[i] = np.where(live, norm((e[i + 1] * beta[i + 1]) @ a_t), eb)
        p = alpha * beta
    z = p.sum(axis=2, keepdims=True)
    live = np.arange(t)[:, None] <= last[None, :]  # [T,B]
    underflow = (~(z[:, :, 0] > 0) & live).any(axis=0)
    p = np.where(live[:, :, None], p / np.where(z > 0, z, 1.0), 0.0).astype(np.float32).transpose(1, 0, 2)
    redo = np.flatnonzero(underflow)
    if len(redo):
        p = p.copy()
        p[redo] = log_marginals(emissions[redo], lengths[redo], trans, start, end)
    return p


def emission_probs(emissions: np.ndarray) -> np.ndarray:
    """Softmax of the emission scores per token [B,T,K]: a cheap confidence (no transitions)."""
    e = emissions - emissions.max(axis=2, keepdims=True)
    p = np.exp(e)
    return p / p.sum(axis=2, keepdims=True)


def surely_outside(probs: np.ndarray, lengths: np.ndarray, o_index: int, margin: float = 1e-3) -> np.ndarray:
    """Rows [B] whose best path is provably all ``O``, from their marginals ``probs`` [B,T,K].

    With q_t = 1 - P(y_t = O): the all-O path has probability at least 1 - sum(q), and any other path puts a
    non-O tag at some t, so its probability is at most q_t <= max(q). When 1 - sum(q) > max(q) the all-O path
    is the unique best one, and Viterbi need not run. ``margin`` absorbs float32 error in the marginals."""
    live = live_positions(lengths, probs.shape[1])
    q = np.where(live, 1.0 - probs[:, :, o_index], 0.0)
    return (1.0 - q.sum(axis=1)) > q.max(axis=1) + margin
