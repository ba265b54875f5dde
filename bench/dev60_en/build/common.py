"""Shared blocks: free-text comments, problem/medication/allergy lists, result rows, care team."""
import datetime as dt

import pools as P
import values as V
from values import age_phrase
from markup import m, ljust, rjust, row

HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Fourth of July", "Labor Day", "New Year's Day", "Easter"],
            "UK": ["Christmas", "Boxing Day", "Easter", "Bank Holiday Monday", "New Year's Day"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Boxing Day"],
            "AU": ["Anzac Day", "Christmas", "Australia Day", "Boxing Day", "Easter"]}

NEG_SENTENCES = [
    "Foley catheter removed, voided spontaneously.", "Hx of Parkinson's disease, on carbidopa/levodopa.",
    "Reviewed by the nurse practitioner; PA to follow up.", "Seen in ED overnight, then ICU step-down.",
    "Per CDC guidance, isolation not required.", "GCS 15, Romberg negative, Babinski downgoing.",
    "Holter monitor 48 h booked via Cardiology.", "No Bell's palsy recurrence.", "MD aware, plan unchanged.",
    "Hickman line dressing changed per protocol.", "Apgar and Braden scores documented elsewhere.",
    "FDA recall notice reviewed - not applicable to this lot.", "Cushing's screen negative.",
    "Wells score 1, D-dimer not indicated.", "Down syndrome clinic letter on file.",
]


def pro_plain(c):
    return c.r.choice([p for p in P.PROFESSIONS if not p.startswith("retired")])


def comment_sentences(c, n=2):
    r = c.r
    out = []
    tpl = [
        lambda: "Lives with %s %s %s in %s; %s is main carer, contact %s." % (
            c.his(), c.rels[0], c.F(0), m("CITY", c.addr.city), c.F(0, "First"), m("PHONE", c.fam_phone[0])),
        lambda: "Works as a %s at %s; off work since %s." % (m("PROFESSION", pro_plain(c)), m("ORGANIZATION", c.employer), c.D(c.day(-r.randint(3, 40)))),
        lambda: "Retired %s (%s), lives independently." % (m("PROFESSION", pro_plain(c)), m("ORGANIZATION", r.choice(P.EMPLOYERS))),
        lambda: "pt states \"my %s %s does all my tablets\"." % (c.rels[0], m("FAMILY", c.fam[0].name("lower first"))),
        lambda: "Travelled to %s in %s, returned %s." % (m("COUNTRY", r.choice(P.COUNTRIES)), c.D(c.day(-r.randint(20, 60)), "Month y"), c.D(c.day(-r.randint(3, 19)))),
        lambda: "NOK: %s (%s) %s." % (c.F(1), c.rels[1], m("PHONE", c.fam_phone[1])),
        lambda: "Discussed with Dr %s (bleep %s) at 14:10." % (c.S(c.next_staff(), "Last"), m("PHONE", V.pager(r, c.loc))),
        lambda: "%s%s prefers to be called \"%s\"." % (c.title(), c.P("Last"), c.P("nick")),
        lambda: "Born in %s, moved to %s in %s." % (m("COUNTRY", r.choice(P.COUNTRIES)), m("CITY", r.choice(P.CITIES[c.loc])), m("DATE", str(c.dob.year + r.randint(15, max(16, c.age - 1)) if c.age > 17 else c.dob.year))),
        lambda: "Plans to stay with %s %s over %s." % (c.rels[2], c.F(2, "First"), m("DATE", r.choice(HOLIDAYS[c.loc]))),
        lambda: "Portal invite sent to %s; link %s." % (m("EMAIL", c.email), m("URL", V.url(r))),
        lambda: "%s's %s (%s) is a %s and helps with dressings." % (c.P("First"), c.rels[1], c.F(1, "First"), m("PROFESSION", r.choice(["nurse", "paramedic", "pharmacy technician", "care worker"]))),
        lambda: "Employer %s asked for a fitness-for-work note, faxed to %s on %s." % (m("ORGANIZATION", c.employer), c.fx(), c.D(c.day(r.randint(0, 3)))),
        lambda: "Transport by neighbour %s; pt drives a car reg %s but not since %s." % (c.F(3), m("VEHICLE", V.plate(r, c.loc)), c.D(c.day(-r.randint(10, 90)))),
        lambda: "Attends %s; pastor %s visits weekly." % (m("ORGANIZATION", r.choice(["Grace Fellowship Church", "St. Bede's Parish", "Kurrabin Uniting Church", "Temple Beth Shalom of Winnoway"])), m("FAMILY", V.make_person(r, c.loc).name("First Last"))),
        lambda: "Son %s rang from %s (%s), asked for update." % (m("FAMILY", V.make_person(r, c.loc, sex="M", last=c.pt.last).name("First")), m("COUNTRY", r.choice(P.COUNTRIES)), m("PHONE", V.phone(r, c.loc))),
        lambda: "Previously under %s until %s." % (m("HOSPITAL", c.hosp2), c.D(c.day(-r.randint(200, 900)), "Mon y")),
        lambda: "Respite stay at %s from %s to %s." % (m("HOSPITAL", r.choice(P.CARE_HOMES[c.loc])), c.D(c.day(-r.randint(60, 90))), c.D(c.day(-r.randint(20, 59)))),
        lambda: "Cares for %s %s %s, who is %s and has dementia." % (c.his(), r.choice(["mother", "father", "husband", "wife"]), m("FAMILY", V.make_person(r, c.loc).name("First")), age_phrase(r, r.randint(70, 101), r.choice(["{a}", "aged {a}", "{w}"]))),
        lambda: "%s, a %s %s, %s" % (c.P("First"), age_phrase(r, c.age, r.choice(["{a} yo", "{a}yo", "{a}-year-old", "{a} y/o"])), c.sexw(), r.choice(["seen with " + c.rels[1] + " " + c.F(1, "First") + ".", "attended alone.", "brought in by " + c.rels[0] + "."])),
    ]
    allowed = [i for i in range(len(tpl)) if not (c.age < 18 and i in (1, 2, 8, 12, 13, 15, 17, 18))]
    idx = r.sample(allowed, n)
    for i in idx:
        out.append(tpl[i]())
    if r.random() < 0.7:
        out.insert(r.randint(0, len(out)), r.choice(NEG_SENTENCES))
    return out


def problems(c, k=4):
    return c.r.sample(P.PROBLEMS, k)


def meds(c, k=5):
    return c.r.sample(P.DRUGS, k)


def result_value(r, lo, hi, dec):
    span = (hi - lo) or 1
    v = r.uniform(lo - span * 0.4, hi + span * 0.5)
    if v < 0:
        v = abs(v) * 0.3
    flag = ""
    if v < lo:
        flag = "L"
    elif v > hi:
        flag = "H"
    if r.random() < 0.04:
        flag = r.choice(["C", "A", "HH", "LL"])
    return ("%.*f" % (dec, v)), flag, ("%.*f-%.*f" % (dec, lo, dec, hi))


def staff_line(c, s, role, with_contact=True):
    r = c.r
    cred = c.cred()
    parts = ["%s, %s" % (c.S(s), cred), role]
    if with_contact:
        k = r.random()
        if k < 0.4:
            parts.append("Tel %s" % c.ph())
        elif k < 0.7:
            parts.append("pager %s" % m("PHONE", V.pager(r, c.loc)))
        else:
            parts.append(m("EMAIL", V.email(r, s, "staff")))
    return " | ".join(parts)


def licence_label(c):
    return {"US": "NPI", "UK": "GMC", "CA": "CPSO", "AU": "AHPRA"}[c.loc]


def licence_value(c, s=None):
    if c.loc == "US":
        return V.npi(c.r)
    return V.licence(c.r, c.loc)


def clinician_id(c):
    return m("LICENSE", licence_value(c))


def nid_label(c):
    return {"US": "SSN", "UK": "NI No", "CA": "SIN", "AU": None}[c.loc]


def hcard_label(c):
    return {"US": "Medicare MBI", "UK": "NHS No", "CA": "Health Card", "AU": "Medicare No"}[c.loc]


def mrn_label(c):
    return c.r.choice({"US": ["MRN", "MR#", "Med Rec No"], "UK": ["Hosp No", "Hospital No", "MRN"],
                       "CA": ["MRN", "Chart #", "Dossier"], "AU": ["UR No", "URN", "MRN"]}[c.loc])


def times(r):
    return "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))


def occupation(c, upper=False):
    """Marked occupation: the patient's own, or a parent's for a child."""
    r = c.r
    job = r.choice(P.PROFESSIONS)
    if upper:
        job = job.upper()
    if c.age >= 18:
        return m("PROFESSION", job)
    return ("child; parent: " if not upper else "CHILD; PARENT: ") + m("PROFESSION", job)
