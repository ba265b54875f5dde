"""Alternative layouts (terse wound note, brief pronouncement, tabular on-call log) and
the dispatchers that pick a layout for three genres."""

import datetime

import clin
import genres_b
import genres_c
import genres_d
import phi
from case import Case
from core import Doc, join


def _td(n):
    return datetime.timedelta(days=n)


# ------------------------------------------------------------------ wound care: terse layout

def wound_short(rng, c):
    b = Doc()
    rn = c.staff("woc")
    md = c.staff("md")
    cg = c.caregiver()
    site = rng.choice(clin.WOUND_SITES)
    wt = rng.choice(clin.WOUND_TYPES)
    L, W = rng.randrange(8, 70) / 10.0, rng.randrange(5, 50) / 10.0
    woc = "NSWOC" if c.country == "CA" else "WOC"
    b.ln("{} RN visit {} - {} ({})  {}", woc, c.d(c.nd, rng.choice([c.ds, "md"])),
         c.pn(rng.choice(["ini", "first_li", "LF"])), ("MRN", c.mrn), ("HOSPITAL", c.org("agency")))
    b.ln("Referral from {} ({}), order {}", c.staff("rn").sig(rng), ("PHONE", c.ph()), ("IDNUM", phi.order_no(rng)))
    b.ln()
    b.ln("Wound: {} {}, {} x {} cm, {}", site, wt, L, W, rng.choice(["purple/maroon, intact", "100% slough", "red granular base, rolled edges", "black eschar, stable"]))
    b.ln("Drainage {}; periwound {}; {}", rng.choice(["none", "scant serous", "mod purulent"]), rng.choice(["intact", "blanchable erythema", "macerated"]), clin.pain(rng))
    b.ln("ABI {} R / {} L (done {})", rng.randrange(55, 120) / 100.0, rng.randrange(55, 120) / 100.0, c.d(c.days(-rng.randrange(3, 40)), rng.choice([c.ds, "md"])))
    b.ln("Tx: {}. Float heels, turn q2h.", rng.choice(clin.DRESSINGS))
    b.ln("Seen with {} {}; taught {}.", cg.abbr, cg.name(rng.choice(["first", "full"])), rng.choice(["offloading", "dressing change", "s/s infection", "nutrition"]))
    b.ln("Updated {} ({}); {}.", md.dr(rng), ("FAX", c.ph()), rng.choice(["agrees w/ plan", "will order culture", "requests photos weekly"]))
    if rng.random() < 0.5:
        b.ln("Vascular consult {} at {}.", c.d(c.days(rng.randrange(4, 20))), ("HOSPITAL", c.org("hospital")))
    b.ln("Next " + woc + " visit {}.", c.d(c.days(7), rng.choice([c.ds, "wd_md"])))
    b.ln("~ {}", rn.name(rng.choice(["ini", "fi_last", "full"])))
    return b


def wound_any(rng, c):
    return wound_short(rng, c) if rng.random() < 0.35 else genres_c.wound_care(rng, c)


# ------------------------------------------------------------------ pronouncement: brief narrative

def pronouncement_brief(rng, c):
    b = Doc()
    rn = c.staff("oncall")
    md = c.staff("md")
    cg = c.caregiver()
    h = rng.randrange(0, 24)
    t0 = h * 60 + rng.randrange(60)

    def tm(x):
        x %= 1440
        return clin.time_str(rng, 0, x // 60, x % 60)
    b.ln("{}  RN death visit   {}", ("HOSPITAL", c.org("hospice")), c.d(c.nd))
    b.ln()
    b.f("Called {} by {} {} ({}). ", tm(t0), cg.abbr, cg.name("first"), ("PHONE", cg.phone))
    if rng.random() < 0.5:
        b.f("Arrived {} at {}, {}. ", tm(t0 + 40), ("HOSPITAL", c.org("facility")), ["room ", ("LOCATION_OTHER", str(rng.randrange(100, 330)))])
    else:
        b.f("Arrived {} at home ({}). ", tm(t0 + 40), [("STREET", c.addr.street), ", ", ("CITY", c.addr.city)])
    b.f("{} ({}, {}) pronounced {}: no apical HR or resp x 60 sec, pupils fixed. ", c.pref(), c.age_p(rng.choice(["y/o", "yo"])), ("MRN", c.mrn), tm(t0 + 50))
    b.f("Family at bedside: {}. ", join([[f.rel + " ", f.name(rng.choice(["first", "full"]))] for f in c.fam], ", "))
    b.f("{} notified {}, will sign DC. ", md.dr(rng), tm(t0 + 60))
    b.f("{} called, ETA 1 h. ", ("ORGANIZATION", c.org("funeral")))
    b.f("Meds destroyed (morphine {} mL, lorazepam {} tabs) w/ {} as witness. ", rng.randrange(2, 25), rng.randrange(2, 20), cg.name("full"))
    b.f("Equipment pickup requested from {}. ", ("ORGANIZATION", c.org("dme")))
    b.ln("Bereavement referral to {}.", c.staff("bc").name("full"))
    b.ln()
    b.ln("-- {}", rn.sig(rng))
    return b


def pronouncement_any(rng, c):
    return pronouncement_brief(rng, c) if rng.random() < 0.35 else genres_d.pronouncement(rng, c)


# ------------------------------------------------------------------ on-call log: table layout

def oncall_table(rng, c):
    b = Doc()
    oncall = c.staff("oncall")
    md = c.staff("md")
    b.ln("{} | On-call triage log | {} - {}", ("HOSPITAL", c.org("hospice")), c.d(c.nd), c.d(c.days(1)))
    b.ln("RN: {} ({})   MD backup: {} pgr {}", oncall.name("full"), ("PHONE", c.ph()), md.dr(rng), ("PHONE", c.pager))
    b.ln()
    b.ln("Time | Caller | Patient | MRN | Issue | Disposition")
    b.ln("-----|--------|---------|-----|-------|------------")
    times = sorted(rng.sample(range(17 * 60, 32 * 60), rng.randrange(4, 9)))
    issues = rng.sample(genres_b.ONCALL_ISSUES, len(times))
    for i, t in enumerate(times):
        p = c if i == 0 else Case(rng, like=c)
        cg = p.caregiver()
        issue, action = issues[i]
        issue = issue.replace("{}", str(rng.randrange(6, 11)))
        callers = [[cg.abbr, " ", cg.name("first"), " ", ("PHONE", cg.phone)],
                   [("HOSPITAL", p.org("facility")), " nurse ", ("DOCTOR", phi.make_person(rng).first)]]
        if "stopped breathing" not in issue and "agitated" not in issue:
            callers.append(["pt self ", ("PHONE", p.phone)])
        caller = rng.choice(callers)
        disp = action
        if "visit made" in action:
            disp = [action, " - ", ("STREET", p.addr.street)]
        b.ln("{} | {} | {} | {} | {} | {}", "%02d%02d" % ((t // 60) % 24, t % 60), caller, p.pn(rng.choice(["LF", "lf", "full"])), ("MRN", p.mrn), issue, disp)
    b.ln()
    b.ln("Reviewed {} by {}", c.d(c.days(1)), c.staff("sup").sig(rng))
    return b


def oncall_any(rng, c):
    return oncall_table(rng, c) if rng.random() < 0.35 else genres_b.oncall_log(rng, c)
