"""Shared building blocks used by several genre generators."""
import datetime as dt

import phi
import people as PE
import pools_places as PP
import clinical as CL


def D(rng, c, d, style=None):
    return ("DATE", phi.date(rng, d, c.country, style))


def DP(rng, c, d, style=None):
    return ("DATE", phi.date_part(rng, d, c.country, style))


def plus(d, n):
    return d + dt.timedelta(days=n)


def hhmm(rng, lo=8, hi=23, style=None):
    h, m = rng.randint(lo, hi), rng.randint(0, 59)
    style = style or rng.choice(["colon", "colon", "hrs", "plain", "ampm"])
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "hrs":
        return "%02d%02dhrs" % (h, m)
    if style == "plain":
        return "%02d%02d" % (h, m)
    return "%d:%02d %s" % ((h % 12) or 12, m, "pm" if h >= 12 else "am")


def times(rng, n, lo=10, hi=23):
    """n increasing 'HH:MM' strings."""
    t = rng.randint(lo * 60, hi * 60)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % ((t // 60) % 24, t % 60))
        t += rng.randint(2, 25)
    return out


def age_piece(rng, p, style=None):
    style = style or rng.choice(["yo", "y", "yrs", "word", "plain", "dash", "sex"])
    a = str(p.age)
    if style == "yo":
        return [("AGE", a), rng.choice([" yo", "yo", " y/o", " y.o."])]
    if style == "y":
        return [("AGE", a), "y"]
    if style == "yrs":
        return [("AGE", a), rng.choice([" yrs", " years", " years old"])]
    if style == "word" and p.age < 100:
        return ["aged ", ("AGE", phi.age_words(p.age))]
    if style == "dash":
        return [("AGE", a), "-year-old"]
    if style == "sex":
        return [("AGE", a), " " + p.sex if rng.random() < 0.6 else p.sex]
    return [("AGE", a)]


def pt_name(rng, c, p, form=None):
    return PE.nm(rng, p, "PATIENT", form)


def pt_ref(rng, c, p):
    """How the narrative refers back to the patient."""
    r = rng.random()
    if r < 0.35:
        return rng.choice(["Pt", "pt", "the patient", "patient", p.he.capitalize()])
    if r < 0.6:
        return PE.titled(rng, p, "PATIENT", c.country, "last")
    if r < 0.85:
        return PE.nm(rng, p, "PATIENT", "first")
    return PE.nm(rng, p, "PATIENT", "init")


def id_lines(rng, c, p, sep="\n"):
    """Country-appropriate identifier lines, returns list piece."""
    out = []
    if c.country == "UK":
        out += [rng.choice(["NHS No: ", "NHS number: ", "NHS#: "]), ("MRN", p.nhs), sep]
        if rng.random() < 0.25:
            out += ["Private healthcare policy: ", ("HEALTHPLAN", p.plan), sep]
    elif c.country == "AU":
        out += [rng.choice(["Medicare No: ", "Medicare: ", "Medicare card: "]), ("HEALTHPLAN", p.medicare),
                rng.choice([" IRN 1", " / 2", "", " (ref 3)"]), sep]
        if rng.random() < 0.4:
            out += [rng.choice(["Private health fund: ", "PHI member no: "]), ("HEALTHPLAN", p.plan), sep]
    else:
        out += [rng.choice(["Insurance member ID: ", "Member #: ", "Ins ID: "]), ("HEALTHPLAN", p.plan), sep]
        if rng.random() < 0.5:
            out += ["Group: ", ("HEALTHPLAN", phi.group_no(rng)), sep]
        if rng.random() < 0.7:
            out += [rng.choice(["SSN: ", "SS#: ", "Social: ", "SSN "]), ("SSN", p.ssn), sep]
    return out


def demo_block(rng, c, p, label_w=14):
    """A label: value demographics block."""
    def lab(s):
        return (s + ":").ljust(label_w) if rng.random() < 0.6 else s + ": "
    out = [lab("Name"), pt_name(rng, c, p, rng.choice(["full", "LF", "lf", "fml"])), "\n"]
    out += [lab("DOB"), D(rng, c, p.dob), "   ", lab("Age"), ("AGE", str(p.age)), "   Sex: " + p.sx, "\n"]
    out += [lab("Address"), PE.addr_inline(p.addr, with_state=rng.random() < 0.6), "\n"]
    if p.foreign and rng.random() < 0.6:
        out += ["Home country: ", ("COUNTRY", p.foreign), " (visiting)\n"]
    out += [lab(rng.choice(["Mobile", "Phone", "Tel", "Contact no"])), ("PHONE", p.phone), "\n"]
    if rng.random() < 0.4:
        out += [lab("Email"), ("EMAIL", p.email), "\n"]
    out += id_lines(rng, c, p)
    if rng.random() < 0.5:
        out += [lab(c.gp), ("HOSPITAL", PE.practice(rng, c.country)), "\n"]
    return out


def job_phrase(rng, p, verb=True):
    j = p.job
    art = "an " if j[0].lower() in "aeiou" or j.startswith("HGV") else "a "
    if not verb:
        return [art, ("PROFESSION", j)]
    if j.startswith("retired") or j.endswith("student"):
        return ["is " + art, ("PROFESSION", j)]
    return [rng.choice(["works as ", "employed as "]) + art, ("PROFESSION", j)]


def nok_line(rng, c, p, rel=None):
    rel = rel or rng.choice(["mother", "father", "partner", "friend", "wife", "husband", "sister", "brother", "flatmate"])
    f = PE.make_other(rng, c.country, rel=rel)
    return f, [rng.choice(["NOK: ", "Next of kin: ", "Emergency contact: ", "ICE: "]),
               PE.nm(rng, f, "FAMILY", rng.choice(["full", "first", "full"])), " (" + rel + ") ",
               ("PHONE", f.phone)]


def signoff(rng, c, s, with_reg=True, with_phone=False):
    out = [rng.choice(["Signed: ", "Clinician: ", "Completed by: ", "Sig: ", "-- "]),
           PE.staff_ref(rng, s, rng.choice(["full", "title_full", "full_cred", "fi_last"]))]
    out += [", " + s.role]
    if with_reg and s.reg:
        out += [" | " + s.reg_label + " ", ("LICENSE", s.reg)]
    if with_phone:
        out += [" | ", ("PHONE", s.phone)]
    return out


def eprf_footer(rng, c, s, d):
    style = rng.randint(0, 3)
    tab = phi.device_serial(rng, "tablet")
    if style == 0:
        return ["\n---\nRecord created by user ", ("USERNAME", s.user), " on ", D(rng, c, d, "iso"), " ",
                hhmm(rng, style="colon"), " | device ", ("DEVICE", tab), " | synced from ", ("IPADDR", phi.ipaddr(rng)), "\n"]
    if style == 1:
        return ["\n[ePRF v4.2.1] author=", ("USERNAME", s.user), " ip=", ("IPADDR", phi.ipaddr(rng)),
                " ts=", D(rng, c, d, "iso"), "T", hhmm(rng, style="colon"), ":00Z\n"]
    if style == 2:
        return ["\nLast edited by ", ("USERNAME", s.user), " (", PE.nm(rng, s, "DOCTOR", "full"), ") - printed ",
                D(rng, c, d), " - page 1 of 1\n"]
    return ["\nPRINTED COPY - electronic record held on tablet ", ("DEVICE", tab), ". Locked ", hhmm(rng),
            " by ", ("USERNAME", s.user), ".\n"]


def disposition(rng, c, pres, hosp_name):
    r = rng.random()
    if r < pres["convey"]:
        t = rng.choice(CL.DISP["convey"])
        parts = []
        pos = 0
        while True:
            i1 = t.find("{", pos)
            if i1 < 0:
                parts.append(t[pos:])
                break
            i2 = t.index("}", i1)
            parts.append(t[pos:i1])
            key = t[i1 + 1:i2]
            parts.append(("HOSPITAL", hosp_name) if key == "ed" else ("ORGANIZATION", c.ambulance))
            pos = i2 + 1
        return "convey", parts
    if r < pres["convey"] + 0.08:
        return "refuse", [rng.choice(CL.DISP["refuse"])]
    return "site", [rng.choice(CL.DISP["site"])]


def campsite(rng):
    col = rng.choice(["Purple", "Orange", "Green", "Blue", "Red", "Yellow", "Family", "Quiet"])
    return col, [rng.choice(["pitch ", "plot ", "tent ", "pitch no. "]), ("LOCATION_OTHER", str(rng.randint(1, 900)))]


def seat(rng):
    """Stadium seat: keyword outside, 'number Row x Seat y' inside one span."""
    r = rng.randint(0, 2)
    if r == 0:
        return ["Block ", ("LOCATION_OTHER", "%d Row %s Seat %d" % (rng.randint(101, 530), rng.choice("ABCDEFGHJKLMN"), rng.randint(1, 40)))]
    if r == 1:
        return ["Sec ", ("LOCATION_OTHER", "%d Row %d Seat %d" % (rng.randint(101, 340), rng.randint(1, 30), rng.randint(1, 24)))]
    return ["Bay ", ("LOCATION_OTHER", "%s%d seat %d" % (rng.choice("NSEW"), rng.randint(1, 30), rng.randint(1, 30)))]


def bed(rng):
    r = rng.randint(0, 4)
    if r == 4:
        return ["recovery bay ", ("LOCATION_OTHER", rng.choice("ABCD"))]
    return [["bed ", "cubicle ", "chair ", "trolley "][r], ("LOCATION_OTHER", str(rng.randint(1, 14)))]


def bed_value(rng):
    return ("LOCATION_OTHER", str(rng.randint(1, 14)))


def landmark(rng):
    return ("LOCATION_OTHER", rng.choice(PP.LANDMARKS))


def w3w(rng):
    return ("LOCATION_OTHER", phi.w3w(rng, PP.W3W_WORDS))


def hard_neg_line(rng, country="UK"):
    """A line of assorted non-PHI numbers and codes."""
    em = {"UK": "999", "US": "911", "AU": "000"}[country]
    return rng.choice([
        "Radio: Ch 3 (MED 1), talk-through on Ch 7.",
        "Stock check: Entonox 2/3 D-size, O2 4 x CD, Penthrox 14 units.",
        "Drug batch 22K148, exp 03/2027; ondansetron lot 4471B exp 11/26.",
        "Triage: P3 (walking wounded).",
        {"UK": "Site ratio per Purple Guide ch. 5 resource matrix (score 52).",
         "US": "Staffing per NFPA 1600 / county EMS special event ordinance (1 ALS unit per 15,000).",
         "AU": "Staffing ratio 1:2,500 per state mass gathering guideline."}[country],
        "Wind 22 mph, temp 29 C, UV index 8.",
        "Call " + em + " in an emergency.",
        "Cat 2 response target 18 min; arrival 00:41 after call.",
        "Attendance at time of log: 38,400 (ingress closed 19:30).",
        "AED checks complete: 6/6 units ready, pads in date.",
        "Score: HT 1-1.",
        "Water points refilled 14:00. Heat index amber.",
    ])
