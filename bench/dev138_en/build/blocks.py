"""Reusable note blocks (marked strings) for dev138_en."""
import pools as P
import neg as N
from phi import M, fd


def pick(c, seq, k):
    return c.r.sample(seq, min(k, len(seq)))


def sexw(c):
    return c.r.choice(["M", "Male"] if c.pt.sex == "M" else ["F", "Female"])


def idlines(c, sep="\n"):
    """Identifier key/value lines appropriate to the country."""
    R, out = c.r, []
    if c.cc == "UK":
        out.append(f"{R.choice(['Hospital No', 'Hosp No.', 'MRN', 'Unit No'])}: {M('MRN', c.mrn())}")
        out.append(f"{R.choice(['NHS No', 'NHS Number', 'NHS no.'])}: {M('MRN', c.natid())}")
    elif c.cc == "NZ":
        out.append(f"NHI: {M('MRN', c.natid())}")
        if R.random() < .5:
            out.append(f"{R.choice(['Hosp No', 'MRN'])}: {M('MRN', c.mrn())}")
    else:
        out.append(f"{R.choice(['URN', 'MRN', 'UR No.', 'UR'])}: {M('MRN', c.mrn())}")
        if R.random() < .6:
            out.append(f"Medicare: {M('HEALTHPLAN', c.medicare())}")
    if R.random() < .12:
        out.append({"UK": "NI No", "AU": "CRN", "NZ": "MSD client no."}[c.cc] + f": {M('SSN', c.ssn())}")
    if R.random() < .45:
        out.append(f"{R.choice(['Episode', 'Visit No', 'Encounter', 'Acct'])}: {M('ACCOUNT', c.account())}")
    return sep.join(out)


def demo(c, style=None):
    R = c.r
    style = style or R.choice(["kv", "kv", "line", "label"])
    if style == "line":
        return (f"{c.P('LF')}  DOB {c.DOB()} ({c.A()}y)  {sexw(c)}  " + idlines(c, "  ") + "\n"
                f"{c.addr()}  Ph {M('PHONE', c.phone())}\n")
    if style == "label":
        return ("[PATIENT LABEL]\n"
                f"{c.P('LF')}\n{c.DOB('dmy')}  {sexw(c)}\n" + idlines(c) + f"\n{c.addr(sep=chr(10))}\n")
    lines = [f"Name: {c.P(R.choice(['LF', 'full', 'lfc', 'FULLU']))}",
             f"DOB: {c.DOB()}   Age: {c.A()}   Sex: {sexw(c)}", idlines(c)]
    if R.random() < .8:
        lines.append(f"Address: {c.addr()}")
    if R.random() < .7:
        lines.append(f"{R.choice(['Phone', 'Ph', 'Mobile', 'Tel'])}: {M('PHONE', c.phone())}")
    if R.random() < .5:
        f = c.fam[0]
        lines.append(f"NOK: {c.nm(f, 'FAMILY', R.choice(['full', 'first', 'full']))} ({f.rel}) {M('PHONE', c.phone('mob'))}")
    if R.random() < .5:
        lines.append(f"GP: {c.D(c.gp, 'tf')}, {M('HOSPITAL', c.practice)}")
    return "\n".join(lines) + "\n"


def letterhead(c):
    R = c.r
    s = f"{c.H()}\n"
    if R.random() < .6:
        s += f"Department of {R.choice(['General Surgery', 'Surgery', 'Orthopaedics', 'Anaesthesia', 'Colorectal Surgery', 'Perioperative Medicine'])}\n"
    s += f"{c.addr(town=R.choice(P.TOWNS[c.cc]))}\n"
    s += f"Tel {M('PHONE', c.phone('land'))}   Fax {M('FAX', c.phone('land'))}\n"
    if R.random() < .6:
        s += f"{M('EMAIL', c.email(dept=R.choice(['surgical.admin', 'periop', 'daysurgery', 'ortho.bookings', 'colorectal.sec'])))}  {M('URL', c.url(R.choice(['surgery', 'daysurgery', 'hospital', 'patients'])))}\n"
    return s


def vitals(c, compact=None):
    R = c.r
    hr, sys, dia = R.randint(58, 118), R.randint(98, 172), R.randint(52, 98)
    rr, sat, t = R.randint(12, 24), R.randint(91, 100), round(R.uniform(35.9, 38.6), 1)
    if compact or (compact is None and R.random() < .5):
        return (f"HR {hr} BP {sys}/{dia} RR {rr} SpO2 {sat}% {R.choice(['RA', 'on 2L NP', 'RA', '4L HM'])} "
                f"T {t} {R.choice(['', 'GCS 15 ', 'pain 3/10 '])}".rstrip())
    return (f"Obs: T {t}°C | HR {hr} bpm | BP {sys}/{dia} mmHg | RR {rr}/min | SpO2 {sat}% | "
            f"{R.choice(['NEWS2 ', 'ADDS ', 'MEWS '])}{R.randint(0, 5)}")


def labs(c, k=None, table=None):
    R = c.r
    rows = pick(c, N.LABS, k or R.randint(5, 10))
    vals = []
    for name, lo, hi, unit in rows:
        v = R.uniform(lo, hi)
        v = f"{v:.1f}" if hi < 20 else f"{int(v)}"
        vals.append((name, v, unit))
    if table or (table is None and R.random() < .4):
        return "\n".join(f"  {n:<10} {v:>6} {u}" for n, v, u in vals)
    return ", ".join(f"{n} {v}" for n, v, u in vals)


def meds(c, k=None, src=None, bullet=None):
    R = c.r
    src = src or N.MEDS_HOME
    b = bullet if bullet is not None else R.choice(["- ", "* ", "", "1. "])
    items = pick(c, src, k or R.randint(3, 7))
    if b == "1. ":
        return "\n".join(f"{i + 1}. {m}" for i, m in enumerate(items))
    return "\n".join(f"{b}{m}" for m in items)


def allergies(c):
    R = c.r
    a = R.choice(N.ALLERGIES)
    return a if R.random() < .7 else f"{a}; {R.choice(N.ALLERGIES[3:])}"


def pmhx(c, k=None, codes=None):
    R = c.r
    codes = R.random() < .4 if codes is None else codes
    items = pick(c, N.PMHX, k or R.randint(2, 6))
    out = []
    for i, (d, code) in enumerate(items):
        line = f"{i + 1}. {d}"
        if codes and code:
            line += f" [{code}]"
        if R.random() < .2:
            line += f" (dx {c.Dt(c.day(-R.randint(400, 6000)), R.choice(['y', 'my', 'mony']))})"
        out.append(line)
    return "\n".join(out)


def social(c):
    R = c.r
    f = c.fam[0]
    bits = [R.choice([f"Lives with {f.rel} {c.nm(f, 'FAMILY', R.choice(['first', 'full']))} in {M('CITY', c.town)}.",
                      f"Lives alone in {M('CITY', c.town)}, {f.rel} {c.nm(f, 'FAMILY', 'full')} nearby.",
                      f"Lives with {f.rel} ({c.nm(f, 'FAMILY', 'first')}), independent ADLs.",
                      f"Resident at {M('HOSPITAL', R.choice(['Wattle Grove Aged Care', 'Kowhai Rest Home', 'Elmfield Care Home', 'Harbourview Lodge', 'St Ninian Nursing Home']))}, {f.rel} {c.nm(f, 'FAMILY', 'full')} is EPOA."])]
    if R.random() < .3:
        home = R.choice(P.COUNTRY_NAME[c.cc][:1])
        bits.append(f"Born in {M('COUNTRY', R.choice(P.COUNTRIES_OTHER))}, moved to {M('COUNTRY', home)} in {c.Dt(c.day(-R.randint(2000, 15000)), 'y')}.")
    if R.random() < .3:
        g = c.fam[1]
        bits.append(f"{g.rel.capitalize()} {c.nm(g, 'FAMILY', R.choice(['first', 'full']))} ({M('AGE', R.randint(8, 90))}) is {art(c.fam_prof)} {M('PROFESSION', c.fam_prof)}.")
    job = R.random()
    if job < .45:
        bits.append(f"Works as {art(c.profession)} {M('PROFESSION', c.profession)} at {M('ORGANIZATION', c.employer)}.")
    elif job < .65:
        bits.append(f"Retired {M('PROFESSION', c.profession)}.")
    elif job < .8:
        bits.append(f"{M('PROFESSION', c.profession[0].upper() + c.profession[1:])}, self-employed.")
    bits.append(R.choice(["Ex-smoker, 20 pack-years, quit 2010.", "Never smoker.", "Smoker 10/day.", "Non-smoker.",
                          "Vapes daily.", "Ex-smoker (quit 5 years ago)."]))
    bits.append(R.choice(["Alcohol 2-3 std drinks/week.", "EtOH nil.", "ETOH 20 units/week.", "Social drinker.",
                          "Alcohol 4 std drinks/day - advised re withdrawal risk."]))
    return " ".join(bits)


def sign(c, p, role, lic=None, date=True):
    R = c.r
    s = R.choice([f"{c.D(p, 'tf')}\n{role}", f"Signed: {c.D(p, R.choice(['tl', 'full', 'il']))} ({role})",
                  f"{c.D(p, 'full')}, {role}", f"Electronically signed by {c.D(p, 'full')}, {role}"])
    if lic or (lic is None and R.random() < .45):
        k = {"AU": R.choice(["AHPRA", "Prov No", "Prescriber No"]), "NZ": "MCNZ", "UK": "GMC"}[c.cc]
        kind = {"AHPRA": "ahpra", "Prov No": "prov", "Prescriber No": "presc", "MCNZ": "mcnz", "GMC": "gmc"}[k]
        s += f"\n{k} {M('LICENSE', c.licence(kind))}"
    if R.random() < .3:
        s += f"  {R.choice(['Pager', 'Bleep', 'Ext', 'pg'])} {M('PHONE', c.ext())}"
    if date and R.random() < .6:
        s += f"\n{c.Dt(c.day(R.randint(0, 1)))} {R.randint(7, 22):02d}:{R.choice(['05', '12', '20', '34', '41', '58'])}"
    return s


def cc_block(c, who=None):
    R = c.r
    lines = [f"cc: {c.D(c.gp, 'tf')}, {M('HOSPITAL', c.practice)}, {c.addr()}"]
    if R.random() < .5:
        lines.append(f"cc: {c.P('tf' if R.random() < .5 else 'full')} (patient), {c.addr()}")
    if R.random() < .3:
        lines.append(f"cc: {c.D(c.anaes, 'tf')}, Anaesthetic Department, {c.H()}")
    if R.random() < .6:
        lines.append(f"{M('DOCTOR', ''.join(w[0] for w in c.surgeon.full.split()).upper())}/{M('DOCTOR', c.typist)}"
                     + R.choice(["", f"  D: {c.Ds(c.day(1))} T: {c.Ds(c.day(2))}"]))
    return "\n".join(lines)


def some(c, pool, k):
    return "; ".join(pick(c, pool, k))


def proc(c, spec=None):
    R = c.r
    pool = [p for p in N.PROCS if spec is None or p[9] in spec]
    return R.choice(pool)


def times(c, start=None, n=5, step=None):
    R = c.r
    h, m = start if start else (R.randint(7, 16), R.choice([0, 5, 10, 15, 20, 30, 40, 45]))
    out = []
    for _ in range(n):
        out.append(f"{h:02d}:{m:02d}")
        m += step or R.choice([5, 10, 15])
        h, m = h + m // 60, m % 60
    return out


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"
