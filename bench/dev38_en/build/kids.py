"""Shared child/family setup for paediatric, school, immunisation and home-visit genres."""
import pools
from core import P, add_days, make_person, months_between, years_between, title
from ctx import make_clin, make_family, school_name, child_age, child_age_phrase, facility_name
from blocks import setup_patient


def setup_child(r, ctx, days=None, years=None):
    if days is None:
        days = years * 365 + r.randint(0, 330)
    p = setup_patient(ctx, sex=r.choice("FM"), age_days=days)
    loc = ctx.loc
    ctx.n, ctx.unit = child_age(ctx.dob, ctx.visit)
    # parents
    mum_same = r.random() < 0.7
    ctx.mum = make_family(r, loc, p, "mother", same_surname=mum_same, same_origin=0.9)
    ctx.dad = make_family(r, loc, p, "father", same_surname=True, same_origin=0.95) if r.random() < 0.75 else None
    if ctx.dad and not mum_same and r.random() < 0.3:
        ctx.dad = make_family(r, loc, p, "father", same_surname=False)
    ctx.mum_age = r.randint(19, 43)
    prof = pools.US_PROFESSIONS if ctx.code in ("US", "CA") else pools.PROFESSIONS
    ctx.mum_job = r.choice(prof)
    ctx.dad_job = r.choice(prof)
    ctx.sibs = []
    for _ in range(r.choice([0, 0, 1, 1, 1, 2, 3])):
        s = make_family(r, loc, p, r.choice(["brother", "sister"]), same_origin=1.0)
        own = (ctx.visit - ctx.dob).days // 365
        s.age = r.choice([a for a in range(1, 17) if abs(a - own) >= 2 and a not in [x.age for x in ctx.sibs]])
        ctx.sibs.append(s)
    oldest = max([s.age for s in ctx.sibs] + [(ctx.visit - ctx.dob).days // 365])
    if ctx.mum_age < oldest + 17:
        ctx.mum_age = min(49, oldest + r.randint(18, 26))
    ctx.gp = make_clin(r, loc, "doc")
    ctx.paed = make_clin(r, loc, "paed")
    ctx.school_level = "nursery" if days < 4 * 365 else ("primary" if days < 11 * 365 else "secondary")
    ctx.school = school_name(r, loc, ctx.school_level, ctx.city)
    ctx.mum_phone = loc.phone(kind="mobile")
    ctx.dad_phone = loc.phone(kind="mobile")
    ctx.mum_email = loc.email(ctx.mum)
    return p


def mum_word(ctx, cap=False):
    w = {"US": "mom", "CA": "mom", "IE": "mam", "UK": "mum", "AU": "mum", "NZ": "mum"}[ctx.code]
    if ctx.code == "IE" and ctx.r.random() < 0.5:
        w = "mum"
    return w.capitalize() if cap else w


def parent_line(r, ctx, who="mum"):
    loc = ctx.loc
    m = ctx.mum if who == "mum" else (ctx.dad or ctx.mum)
    rel = "Mother" if m is ctx.mum else "Father"
    job = ctx.mum_job if m is ctx.mum else ctx.dad_job
    ph = ctx.mum_phone if m is ctx.mum else ctx.dad_phone
    s = f"{rel}: {P(m.full, 'FAMILY')}"
    if r.random() < 0.6:
        s += f", {P(job, 'PROFESSION')}"
    s += f" - {P(ph, 'PHONE')}"
    return s


def sib_text(r, ctx):
    if not ctx.sibs:
        return "No siblings."
    bits = []
    for s in ctx.sibs:
        bits.append(r.choice([f"{s.relation} {P(s.given, 'FAMILY')} ({P(str(s.age), 'AGE')})",
                              f"{P(str(s.age), 'AGE')}-year-old {s.relation} {P(s.given, 'FAMILY')}",
                              f"{s.relation} {P(s.given, 'FAMILY')} aged {P(str(s.age), 'AGE')}"]))
    return "Siblings: " + ", ".join(bits) + "."


def age_label(r, ctx, style=None):
    return child_age_phrase(r, ctx.n, ctx.unit, style or r.choice(["plain", "short", "old"]))


def growth(r, ctx):
    """Plausible growth numbers for ctx.n/ctx.unit (not PHI)."""
    days = (ctx.visit - ctx.dob).days
    m = days / 30.4
    wt = 3.4 + 0.75 * min(m, 6) + 0.35 * max(0, min(m, 12) - 6) + 0.2 * max(0, min(m, 36) - 12) + 0.17 * max(0, m - 36)
    wt *= r.uniform(0.88, 1.12)
    ln = 50 + 2.5 * min(m, 6) + 1.5 * max(0, min(m, 12) - 6) + 1.0 * max(0, min(m, 36) - 12) + 0.55 * max(0, m - 36)
    ln *= r.uniform(0.96, 1.04)
    hc = 35 + 1.6 * min(m, 6) + 0.5 * max(0, min(m, 12) - 6) + 0.15 * max(0, min(m, 36) - 12)
    return round(wt, 2 if wt < 15 else 1), round(ln, 1), round(hc, 1)


def pct(r):
    return r.choice(["2nd", "9th", "25th", "50th", "75th", "91st", "98th", "10th", "40th", "60th", "85th"])
