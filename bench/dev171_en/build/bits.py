"""Reusable clinical snippets (mostly non-PHI look-alikes) and small PHI-bearing phrases."""
import pools as PL
import phi as H
from core import T, P, frag


def tm(rng, h0=7, h1=21):
    return "%02d:%02d" % (rng.randrange(h0, h1), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def tm_h(rng, h0=7, h1=21):
    return "%02d%02dh" % (rng.randrange(h0, h1), rng.choice([0, 10, 15, 20, 30, 40, 45, 50]))


def obs(rng):
    rr = rng.randrange(14, 26)
    sp = rng.randrange(88, 100)
    sys = rng.randrange(96, 172)
    dia = rng.randrange(52, 96)
    hr = rng.randrange(54, 118)
    t = rng.choice(["36.4", "36.8", "37.1", "37.6", "38.2", "36.9", "37.3"])
    news = rng.randrange(0, 7)
    k = rng.randrange(3)
    if k == 0:
        return "NEWS2 %d (RR %d, SpO2 %d%% %s, BP %d/%d, HR %d, T %s)" % (
            news, rr, sp, rng.choice(["RA", "on 2L", "RA", "1L NC"]), sys, dia, hr, t)
    if k == 1:
        return "obs: BP %d/%d HR %d RR %d sats %d%% T %s - NEWS %d" % (sys, dia, hr, rr, sp, t, news)
    return "RR%d Sp%d%% P%d BP%d/%d T%s NEWS2=%d" % (rr, sp, hr, sys, dia, t, news)


def scores(rng):
    opts = [
        "Barthel %d/100" % rng.choice([25, 35, 45, 55, 60, 70, 80, 85]),
        "CFS %d" % rng.randrange(4, 8),
        "4AT %d" % rng.randrange(0, 8),
        "MUST %d" % rng.randrange(0, 3),
        "Waterlow %d" % rng.randrange(8, 24),
        "TUG %d s" % rng.randrange(12, 40),
        "Berg %d/56" % rng.randrange(18, 50),
        "MoCA %d/30" % rng.randrange(12, 29),
        "AMTS %d/10" % rng.randrange(3, 10),
        "Braden %d" % rng.randrange(11, 20),
        "Rockwood %d" % rng.randrange(4, 8),
        "EQ-5D VAS %d" % rng.randrange(30, 80),
        "GCS %d/15" % rng.randrange(13, 16),
        "Edmonton Frail Scale %d" % rng.randrange(5, 13),
        "Nottingham EADL %d/66" % rng.randrange(10, 50),
        "Bristol stool type %d" % rng.randrange(1, 8),
        "RASS %d" % rng.randrange(-2, 2),
        "Norton %d" % rng.randrange(9, 18),
    ]
    rng.shuffle(opts)
    return ", ".join(opts[:rng.randrange(2, 5)])


def labs(rng):
    opts = ["Hb %d" % rng.randrange(78, 138), "WCC %.1f" % (rng.randrange(40, 190) / 10.0),
            "CRP %d" % rng.randrange(3, 240), "Na %d" % rng.randrange(124, 145),
            "K %.1f" % (rng.randrange(31, 58) / 10.0), "Cr %d" % rng.randrange(55, 260),
            "eGFR %d" % rng.randrange(18, 90), "Ur %.1f" % (rng.randrange(30, 250) / 10.0),
            "HbA1c %d" % rng.randrange(42, 98), "INR %.1f" % (rng.randrange(9, 38) / 10.0),
            "Mg %.2f" % (rng.randrange(55, 100) / 100.0), "Alb %d" % rng.randrange(22, 41)]
    rng.shuffle(opts)
    return ", ".join(opts[:rng.randrange(3, 6)])


def a_an(word):
    return "an " if word[:1].lower() in "aeiou" else "a "


def a_an_frag(prof):
    return frag(a_an(prof), P(prof, "PROFESSION"))


def meds(rng, n=None):
    m = list(PL.MEDS)
    rng.shuffle(m)
    return m[:n or rng.randrange(3, 7)]


def problem(rng):
    return H.pick(rng, PL.PROBLEMS)


def equip(rng, n=2):
    e = list(PL.EQUIPMENT)
    rng.shuffle(e)
    return e[:n]


def pathway(rng):
    return H.pick(rng, ["P0", "P1", "P2", "P3", "Pathway 1", "Pathway 2", "Pathway 3", "D2A P1", "D2A P2"])


def plan(rng, c, p=None):
    """Short plan cell for lists and boards; may carry PHI."""
    k = rng.randrange(14)
    if k == 0:
        return frag("P1 - POC QDS via ", c.org("agency"), " start ", c.d(rng.randrange(1, 6), short=True))
    if k == 1:
        return frag("P3 - CHC checklist +ve, awaiting bed at ", P(c.ch(), "HOSPITAL"))
    if k == 2:
        f = c.new_family()
        return frag("Home ", c.d(rng.randrange(1, 5), short=True), ", ", f.rel[:3] if rng.random() < 0.5 else f.rel,
                    " ", H.name(rng, f, "FAMILY", "first"), " collecting")
    if k == 3:
        return frag("OT home visit ", c.d(rng.randrange(1, 6), "wd3"), " ", tm(rng, 9, 16))
    if k == 4:
        return T("EoL - family aware, ReSPECT in notes, JIC meds prescribed")
    if k == 5:
        return frag("Await SW (", H.staff(rng, c.st("sw"), 4), ") - assessment ", c.d(rng.randrange(1, 8), short=True))
    if k == 6:
        return frag("Bloods ", c.d(rng.randrange(0, 3), "wd3"), "; review by Dr ", P(c.st("gpwsi").last, "DOCTOR"))
    if k == 7:
        return frag("MFFD ", c.d(-rng.randrange(1, 9), short=True), " - NCTR day ", str(rng.randrange(1, 20)))
    if k == 8:
        return frag("Back to ", P(c.acute, "HOSPITAL"), " for OGD ", c.d(rng.randrange(1, 10), short=True))
    if k == 9:
        return frag("Rehab - PT/OT daily, ", H.pick(rng, ["Barthel 45", "TUG 31 s", "mob 10m ZF", "transfers x1"]))
    if k == 10:
        return frag("D2A bed ", P(c.ch(), "HOSPITAL"), " from ", c.d(rng.randrange(1, 6), short=True))
    if k == 11:
        return frag("Awaiting ", H.pick(rng, ["profiling bed", "hoist", "commode", "stairlift assessment"]), " - order ",
                    P("EQ" + H.digits(rng, 7), "IDNUM"))
    if k == 12:
        return T(H.pick(rng, ["Medically unwell - IV abx day 3/5", "Fluids 1L/12h, rpt U&E am",
                              "Falls bundle, lying/standing BP", "Nil new - cont rehab"]))
    return frag("Family mtg ", c.d(rng.randrange(1, 6), "wd_dm"), " ", tm(rng, 10, 16), " w/ ",
                H.name(rng, c.nok, "FAMILY", "first"))


def signoff(rng, c, role, doc, with_reg=True):
    p = c.st(role)
    doc.add("Signed: ", H.staff(rng, p, H.pick(rng, [1, 2, 3, 7])))
    if p.role:
        doc.add(", ", p.role)
    doc.blank()
    if with_reg and rng.random() < 0.6:
        lab, f = H.licence(rng, role, c.country)
        doc.line(lab, ": ", f)
