"""Clinical content API: themed specialty dictionaries (non-PHI) and helpers."""
import clin_a
import clin_b
from cbase import ALCOHOL, ALLERGIES, COMMON_IX, SMOKING, pick, vitals  # noqa: F401

SPECS = ["rheumatology", "endocrinology", "respiratory", "gastroenterology", "dermatology", "neurology"]
_BASE = {"rheumatology": clin_a.RHEUM, "endocrinology": clin_a.ENDO, "respiratory": clin_a.RESP,
         "gastroenterology": clin_b.GASTRO, "dermatology": clin_b.DERM, "neurology": clin_b.NEURO}


def themed(sp, idx):
    base = _BASE[sp]
    out = {k: v for k, v in base.items() if k != "themes"}
    out.update(base["themes"][idx])
    out.setdefault("devices", [])
    out["theme"] = idx
    return out


def choose(rng, sp, need=None, country="AU"):
    idxs = [i for i, t in enumerate(_BASE[sp]["themes"]) if not need or t.get(need)]
    out = themed(sp, rng.choice(idxs))
    if country != "AU":
        repl = "Pharmac Special Authority" if country == "NZ" else "provincial formulary"
        out["plan"] = [p.replace("PBS", repl) for p in out["plan"]]
    return out


def has(sp, need):
    return any(t.get(need) for t in _BASE[sp]["themes"])


def ix_list(rng, S, k):
    gens = S["ix"] + COMMON_IX[:max(0, k - len(S["ix"]) + 1)]
    idx = pick(rng, list(range(len(gens))), k)
    return [gens[i](rng) for i in idx]


def score(rng, S):
    return rng.choice(S["scores"])(rng)


def _fill(rng, h):
    return h % rng.randint(2, 6) if "%d" in h else h


def hx(rng, S):
    return _fill(rng, rng.choice(S["hx"]))


def hx2(rng, S):
    a, b = pick(rng, S["hx"], 2)
    return _fill(rng, a) + " " + _fill(rng, b)
