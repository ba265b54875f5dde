"""Shared note blocks: grading, acuity, clinical snippets, letter parts."""
import ids
import pools
from ctx import render_addr
from note import S

UK_LIKE = ("UK", "IE", "NZ")

R_FEAT = {
    "R1": ["microaneurysm(s)", "retinal haemorrhage(s)", "any exudate",
           "dot haemorrhages", "a few scattered MAs",
           "cotton wool spot with other features of R1"],
    "R2": ["multiple blot haemorrhages", "venous beading",
           "venous reduplication", "IRMA", "multiple deep round haemorrhages"],
    "R3A": ["new vessels on disc (NVD)", "new vessels elsewhere (NVE)",
            "pre-retinal haemorrhage", "vitreous haemorrhage",
            "fibrous proliferation with traction"],
    "R3S": ["stable PRP scars, no active NV", "stable fibrous tissue, no NV",
            "regressed NVE post-PRP"],
    "M1": ["exudate within 1 DD of the centre of the fovea",
           "group of exudates within the macula",
           "MA/haem within 1 DD of fovea with best VA 6/12 or worse",
           "circinate exudate temporal to the fovea"],
}
ICDR = ["No apparent retinopathy", "Mild NPDR", "Moderate NPDR",
        "Severe NPDR", "PDR"]
DME = ["No DME", "Non-centre-involving DME", "Centre-involving DME"]
SNELLEN = ["6/5", "6/6", "6/6", "6/7.5", "6/9", "6/9", "6/12", "6/18",
           "6/24", "6/36", "6/60", "CF", "HM"]
FEET = ["20/20", "20/20", "20/25", "20/30", "20/40", "20/50", "20/60",
        "20/80", "20/100", "20/200", "CF", "HM"]
LOGMAR = ["-0.10", "0.00", "0.10", "0.18", "0.20", "0.30", "0.40", "0.50",
          "0.60", "0.78", "1.00"]


class Grade:
    pass


def make_grade(rng, ctx):
    """Per-eye grades and an outcome; scheme depends on country."""
    g = Grade()
    r = ctx.r
    g.uk = r in UK_LIKE
    w = rng.random()
    if w < 0.34:
        worst = "R0"
    elif w < 0.62:
        worst = "R1"
    elif w < 0.74:
        worst = "R1M1"
    elif w < 0.83:
        worst = "R2"
    elif w < 0.88:
        worst = "R3A"
    elif w < 0.92:
        worst = "R3S"
    else:
        worst = "U"
    order = ["R0", "R1", "R1M1", "R2", "R3S", "R3A"]
    eyes = []
    for _ in range(2):
        if worst == "U":
            e = "U" if rng.random() < 0.7 else rng.choice(["R0", "R1"])
        else:
            k = order.index(worst)
            e = worst if rng.random() < 0.6 else order[rng.randint(0, k)]
        eyes.append(e)
    if "U" not in eyes and worst != "U" and worst not in eyes:
        eyes[rng.randrange(2)] = worst
    if worst == "U" and "U" not in eyes:
        eyes[0] = "U"
    g.raw = eyes
    g.worst = worst
    g.re = fmt_eye(eyes[0], g.uk, ctx, rng)
    g.le = fmt_eye(eyes[1], g.uk, ctx, rng)
    g.maculopathy = any(e in ("R1M1",) for e in eyes) or (
        worst in ("R2", "R3A") and rng.random() < 0.4)
    if worst == "R3A":
        g.outcome, g.urgency = "refer", "urgent"
    elif worst in ("R2", "R1M1") or g.maculopathy:
        g.outcome, g.urgency = "refer", "routine"
    elif worst == "U":
        g.outcome, g.urgency = "slitlamp", "routine"
    elif worst == "R3S":
        g.outcome, g.urgency = "surveillance", "routine"
    elif worst == "R1":
        g.outcome, g.urgency = "recall12", "none"
    else:
        g.outcome, g.urgency = rng.choice(["recall12", "recall24"]), "none"
    g.features = []
    for e in eyes:
        if e.startswith("R1") or e in ("R2", "R3A"):
            g.features.append(rng.choice(R_FEAT["R1"]))
        if e in ("R2", "R3A"):
            g.features.append(rng.choice(R_FEAT["R2"]))
        if e == "R3A":
            g.features.append(rng.choice(R_FEAT["R3A"]))
        if e == "R3S":
            g.features.append(rng.choice(R_FEAT["R3S"]))
        if e.endswith("M1"):
            g.features.append(rng.choice(R_FEAT["M1"]))
    g.features = sorted(set(g.features))
    return g


def fmt_eye(e, uk, ctx, rng):
    if uk:
        if e == "U":
            return "U (ungradable)"
        m = "M1" if e.endswith("M1") else "M0"
        rr = e.replace("M1", "")
        if ctx.c == "SCO":
            rr = {"R0": "R0", "R1": "R1", "R2": "R3", "R3A": "R4",
                  "R3S": "R4 (treated, stable)"}[rr]
            m = "M2" if m == "M1" and rng.random() < 0.3 else m
            return "%s %s" % (rr, m)
        p = "P1" if rr in ("R3S",) else rng.choice(["P0", "P0", "P0", "P1"])
        return "%s%s%s" % (rr, m, p) if rng.random() < 0.5 else \
            "%s %s %s" % (rr, m, p)
    if e == "U":
        return "Ungradable"
    lvl = {"R0": 0, "R1": 1, "R1M1": 1, "R2": rng.choice([2, 3]), "R3A": 4,
           "R3S": 4}[e]
    dme = 2 if e.endswith("M1") and rng.random() < 0.6 else (
        1 if e.endswith("M1") else 0)
    s = ICDR[lvl]
    if e == "R3S":
        s += " (treated, quiescent)"
    return "%s; %s" % (s, DME[dme])


def outcome_text(g, ctx, rng):
    r = ctx.r
    if g.outcome == "recall12":
        return rng.choice(["Routine digital screening in 12 months",
                           "Annual recall", "Recall 12/12",
                           "Rescreen in 1 year"])
    if g.outcome == "recall24":
        return rng.choice(["Routine recall in 24 months (low risk)",
                           "Biennial recall", "Recall 24/12"])
    if g.outcome == "slitlamp":
        return rng.choice(["Refer to slit-lamp biomicroscopy clinic",
                           "Ungradable - book SLB",
                           "Refer for slit lamp examination"])
    if g.outcome == "surveillance":
        return rng.choice(["Digital surveillance 6 months",
                           "Surveillance clinic in 6/12",
                           "Refer to surveillance pathway"])
    if g.urgency == "urgent":
        return rng.choice(["URGENT referral to HES (target 2 weeks)",
                           "Urgent referral - Ophthalmology within 14 days",
                           "Refer urgent to eye clinic"])
    return rng.choice(["Routine referral to HES (target 13 weeks)",
                       "Refer routine to Medical Retina",
                       "Routine referral to ophthalmology"])


def va(rng, ctx):
    if ctx.r in ("US", "CA"):
        return rng.choice(FEET)
    return rng.choice(SNELLEN)


def hba1c(rng, ctx):
    v = rng.randint(44, 110)
    if ctx.r == "US":
        return "HbA1c %.1f%%" % (2.15 + v / 10.929)
    if ctx.r == "CA":
        return "A1C %.1f%%" % (2.15 + v / 10.929)
    if rng.random() < 0.3:
        return "HbA1c %d mmol/mol (%.1f%%)" % (v, 2.15 + v / 10.929)
    return "HbA1c %d mmol/mol" % v


def bp(rng):
    return "BP %d/%d mmHg" % (rng.randint(112, 178), rng.randint(64, 98))


def egfr(rng):
    v = rng.randint(24, 95)
    if rng.random() < 0.3:
        return "eGFR %d mL/min/1.73m2 (ref >60)" % v
    return "eGFR %d mL/min/1.73m2" % v


def meds(rng, k=3):
    out = rng.sample(pools.DM_MEDS, min(k, 3))
    out += rng.sample(pools.OTHER_MEDS, rng.randint(1, 3))
    return out


def nm(p):
    """First name plus upper-case surname, one span."""
    return S("%s %s" % (p.first, p.last.upper()), p.typ)


def letterhead(n, ctx, rng, base=True, fax=None, web=None):
    n(S(ctx.prog, "ORGANIZATION"), "\n")
    if base:
        n(S(ctx.prog_base, "HOSPITAL"), "\n")
    render_addr(n, ctx.prog_addr, rng, inline=rng.random() < 0.4)
    n("\nTel: ", S(ctx.prog_phone, "PHONE"))
    if fax if fax is not None else rng.random() < 0.4:
        n("  Fax: ", S(ctx.prog_fax, "FAX"))
    n("\nEmail: ", S(ctx.prog_email, "EMAIL"))
    if web if web is not None else rng.random() < 0.5:
        n("\n", rng.choice(["Web: ", "Website: ", "Online: "]),
          S(ctx.prog_url, "URL"))
    n("\n\n")


def patient_addressee(n, ctx, rng):
    p = ctx.pt
    n(p.title + " ", rng.choice([p.full(), p.fullmid(), p.fi_last()]), "\n")
    render_addr(n, ctx.addr, rng, upper_town=ctx.r == "UK" and rng.random() < 0.3)
    n("\n\n")


def re_line(n, ctx, rng, prefix="Re: "):
    p = ctx.pt
    n(prefix, p.title + " ", rng.choice([nm(p), p.full(), p.formal(True)]))
    if rng.random() < 0.5:
        n(", DOB ", ctx.d(ctx.dob))
    else:
        n(" (DOB ", ctx.d(ctx.dob), ")")
    if rng.random() < 0.8:
        n(", ", ctx.pid[0], " ", S(ctx.pid[1], ctx.pid[2]))
    n("\n")


def staff_sig(n, ctx, rng, who, role, org=True, lic=None):
    n(who.full() if rng.random() < 0.75 else who.fullmid())
    if lic:
        n("\n", role, "\n", lic[0], " ", S(lic[1], "LICENSE"))
    else:
        n("\n", role)
    if org:
        n("\n", S(ctx.prog, "ORGANIZATION"))
    n("\n")


def role_name(ctx, key):
    r = ctx.r
    t = {
        "screener": {"UK": "Screener/Grader", "IE": "Retinal Screener",
                     "US": "Ophthalmic Photographer", "CA": "Retinal Imager",
                     "AU": "Retinal Photographer", "NZ": "Retinal Photographer",
                     "ZA": "Screening Technician"},
        "manager": {"UK": "Programme Manager", "IE": "Programme Manager",
                    "US": "Program Coordinator", "CA": "Program Manager",
                    "AU": "Program Coordinator", "NZ": "Service Manager",
                    "ZA": "Project Coordinator"},
        "lead": {"UK": "Clinical Lead", "IE": "Clinical Lead",
                 "US": "Reading Center Medical Director",
                 "CA": "Medical Director", "AU": "Clinical Lead",
                 "NZ": "Clinical Lead", "ZA": "Project Lead Ophthalmologist"},
        "failsafe": {"UK": "Failsafe Officer", "IE": "Failsafe Coordinator",
                     "US": "Care Coordinator", "CA": "Patient Navigator",
                     "AU": "Recall Coordinator", "NZ": "Recall Administrator",
                     "ZA": "Tracking Clerk"},
    }
    return t[key][r]


def grade_word(ctx):
    return "grader" if ctx.r != "US" else "reader"


SN_ORD = ["6/5", "6/6", "6/7.5", "6/9", "6/12", "6/18", "6/24", "6/36",
          "6/60", "CF", "HM"]
FT_ORD = ["20/20", "20/25", "20/30", "20/40", "20/50", "20/60", "20/80",
          "20/100", "20/200", "CF", "HM"]


def va_pair(rng, ctx):
    """Unaided acuity and a pinhole acuity that is no worse."""
    seq = FT_ORD if ctx.r in ("US", "CA") else SN_ORD
    i = min(len(seq) - 1, int(rng.random() ** 2 * len(seq)))
    j = max(0, i - rng.randint(0, 3)) if seq[i] not in ("CF", "HM") else i
    return seq[i], seq[j]


def history(n, ctx, rng, k=2, indent="  "):
    """Previous screening results, oldest first, one line each."""
    from note import add_days
    d = ctx.ev
    rows = []
    for _ in range(k):
        d = add_days(d, -rng.randint(330, 420))
        rows.append(d)
    for d in reversed(rows):
        n(indent, ctx.d(d), "  ", rng.choice([
            "R0M0 / R0M0", "R1M0 / R0M0", "R1M0 / R1M0", "R0 / R0",
            "No DR both eyes", "Mild NPDR OU", "R1M0 / U", "DNA",
            "R1M1 / R1M0 (referred, discharged back)"]), "\n")


QUESTIONS = ["Eye surgery in last 6 months", "Laser treatment ever",
             "Known glaucoma", "Allergy to dilating drops",
             "Currently under eye clinic", "Driving today",
             "Pregnant / planning pregnancy", "Sudden loss of vision",
             "New floaters or flashes"]
RARE_Y = ("Laser treatment ever", "Known glaucoma", "Driving today",
          "Eye surgery in last 6 months")


def questionnaire(n, ctx, rng):
    for q in rng.sample(QUESTIONS, rng.randint(4, 7)):
        ans = "Y" if q in RARE_Y and rng.random() < 0.2 else "N"
        if q.startswith("Pregnant") and (ctx.pt.sex == "M" or ctx.age > 48):
            ans = "N/A"
        n("  [", "x" if ans == "Y" else " ", "] ", q, ": ", ans, "\n")


ADVICE = [
    "Keep your blood sugar (HbA1c) as close to your target as you can.",
    "Have your blood pressure checked regularly.",
    "Take your medicines as prescribed.",
    "Stop smoking - ask your GP or pharmacist about support.",
    "Keep all your diabetes appointments, including foot checks.",
    "Keep having regular sight tests at an optician every 2 years.",
    "Contact us if you move house or change your GP.",
]


def advice_list(n, rng, bullet="- "):
    for a in rng.sample(ADVICE, rng.randint(3, 5)):
        n(bullet, a, "\n")
