"""Shared pieces of notes: addresses, letterheads, patient banners, signatures,
audit trails. Every function returns a list of parts for Note.add."""
import sys

sys.dont_write_bytecode = True

import ids
from note import (ACCT, AGE, CITY, DATE, DOC, EMAIL, FAX, HOSP, IP, LIC, MRN, PAT, PHONE, SSN, STATE,
                  STREET, URL, USER, ZIP, HPLAN)

NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(a):
    if a < 20:
        return NUMWORDS[a]
    t, u = divmod(a, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


def age_phrase(rng, age, sex=None):
    """'[54]-year-old', '[54] yo', '[54]F' ..."""
    k = rng.randrange(9)
    a = str(age)
    if k <= 2:
        return [AGE(a), "-year-old"]
    if k == 3:
        return [AGE(a), " yo"]
    if k == 4:
        return [AGE(a), "yo"]
    if k == 5 and sex:
        return [AGE(a), sex]
    if k == 6:
        return [AGE(a), " year old"]
    if k == 7:
        return [AGE(age_words(age)), "-year-old"]
    return [AGE(a), "-yr-old"]


def addr(rng, c, a, multiline=False, region=None):
    """Address split into STREET / CITY / STATE / ZIP parts."""
    sep = "\n" if multiline else ", "
    if region is None:
        region = rng.random() < 0.6
    out = [STREET(a.street), sep, CITY(a.town)]
    if c == "UK":
        if region and a.region != a.town:
            out += [sep, CITY(a.region)]
        out += [sep if multiline or rng.random() < 0.6 else " ", ZIP(a.zip)]
    elif c == "IE":
        if a.region != a.town or region:
            out += [sep, "Co. ", CITY(a.region)]
        out += [sep, ZIP(a.zip)]
    elif c in ("AU",):
        st = a.region if rng.random() < 0.85 else a.region_long
        out += [" " if not multiline else "\n", STATE(st), " ", ZIP(a.zip)]
    elif c == "NZ":
        if region and a.region != a.town:
            out += [sep, STATE(a.region)]
        out += [" ", ZIP(a.zip)]
    else:
        st = a.region if rng.random() < 0.85 else a.region_long
        out += [", " if not multiline else "\n", STATE(st), " " if rng.random() < 0.8 else "  ", ZIP(a.zip)]
    return out


def letterhead(rng, cs, dept=None):
    dept = dept or rng.choice(["Department of Rheumatology", "Rheumatology Department", "Rheumatology Service",
                               "Division of Rheumatology", "Rheumatology & Musculoskeletal Medicine",
                               "Early Inflammatory Arthritis Clinic"])
    parts = [HOSP(cs.hosp), "\n", dept, "\n"]
    if rng.random() < 0.4:
        parts += ["Outpatients, ", ("%s" % cs.building, "LOCATION_OTHER"), "\n"]
    parts += addr(rng, cs.c, cs.haddr, multiline=rng.random() < 0.4) + ["\n"]
    parts += [rng.choice(["Tel: ", "Tel ", "Phone: ", "T: "]), PHONE(cs.hphone)]
    parts += [rng.choice(["  Fax: ", " | Fax ", "   F: "]), FAX(cs.hfax), "\n"]
    if rng.random() < 0.5:
        parts += ["Email: ", EMAIL(cs.sec_email), "\n"]
    if rng.random() < 0.25:
        parts += ["Web: ", URL(ids.url(rng, "info")), "\n"]
    return parts


def pt_name(rng, cs, style=None):
    return PAT(cs.pt.name(rng, style))


def pt_ref(rng, cs):
    """How the narrative refers to the patient."""
    k = rng.randrange(6)
    if k <= 2:
        return [cs.ptitle + " ", PAT(cs.pt.last)]
    if k == 3:
        return [PAT(cs.pt.first)]
    if k == 4:
        return [PAT(cs.pt.name(rng, "full"))]
    return ["Ms " if cs.pt.sex == "F" else "Mr ", PAT(cs.pt.last)]


def id_line(rng, cs, sep=None, dob=True, want_plan=None, want_ssn=False):
    sep = sep or rng.choice([", ", "  ", " | ", "\n"])
    out = []
    if dob:
        out += [rng.choice(["DOB: ", "DOB ", "D.O.B. ", "Date of birth: "]), DATE(cs.d(rng, cs.dob))]
        if rng.random() < 0.5:
            out += [" (", AGE(str(cs.age)), rng.choice([")", " y)", " yrs)"])]
    lab = cs.mrn_label(rng)
    out += [sep, lab, rng.choice([": ", " "]), MRN(cs.mrn)]
    if cs.natid:
        out += [sep, cs.nat_label(rng), rng.choice([": ", " "]), MRN(cs.natid)]
    if want_plan is None:
        want_plan = cs.c in ("AU", "CA", "US", "IE") and rng.random() < 0.7
    if want_plan:
        out += [sep, cs.plan_label(rng), ": ", HPLAN(cs.plan)]
    if want_ssn:
        out += [sep, cs.ssn_label(rng), ": ", SSN(cs.ssn)]
    return out


def re_block(rng, cs, with_addr=True):
    style = rng.choice(["full", "full", "LF", "LFM", "fml", "lf"])
    out = [rng.choice(["Re: ", "RE: ", "Patient: ", "Re:  "]), PAT(cs.pt.name(rng, style))]
    out += [rng.choice([", ", "  ", "\n"])] + id_line(rng, cs)
    if with_addr:
        out += ["\n"] + addr(rng, cs.c, cs.addr)
    return out + ["\n"]


def staff_name(rng, st, style=None):
    return DOC(st.p.name(rng, style or rng.choice(["full", "full", "fml", "fi_last"])))


def signature(rng, cs, st, lic=None):
    if lic is None:
        lic = rng.random() < 0.55
    dr = "Dr " if st.role in ("cons", "reg", "gp") or (st.role == "sono" and "Radiologist" in st.title) else ""
    out = [dr, staff_name(rng, st)]
    if st.role in ("cons", "reg") and rng.random() < 0.4:
        out += [rng.choice([" MBChB FRCP", " MB BCh BAO", " FRACP", " FRCPC", " MD", " MRCP(UK)"])]
    if st.role in ("cns", "nurse") and rng.random() < 0.5:
        out += [", RN"]
    out += ["\n", st.title]
    if lic:
        out += ["\n", st.lic_label, rng.choice([": ", " "]), LIC(st.lic)]
    return out + ["\n"]


def typist(rng, cs, st, dictated, typed):
    out = []
    if rng.random() < 0.7:
        out += ["Dictated: ", DATE(cs.d(rng, dictated)), rng.choice(["  Typed: ", "\nTyped: ", ", typed "]),
                DATE(cs.d(rng, typed)), "\n"]
    ini = st.p.name(rng, "init").replace(".", "")
    out += [DOC(ini), "/", DOC(cs.sec.name(rng, "init_lc")), "\n"]
    return out


def cc_block(rng, cs, gp_addr=True):
    out = [rng.choice(["cc: ", "CC: ", "Copy to: "]), "Dr ", DOC(cs.gp.p.name(rng, rng.choice(["full", "fi_last", "last"]))),
           ", ", HOSP(cs.practice)]
    if gp_addr:
        out += [", "] + addr(rng, cs.c, cs.paddr, region=False)
    out += ["\n"]
    if rng.random() < 0.6:
        out += [rng.choice(["cc: ", "      "]), "Patient", rng.choice(["", " (via portal)", " - by post"]), "\n"]
    return out


def audit(rng, cs, st, when, time=None):
    time = time or "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))
    k = rng.randrange(3)
    if k == 0:
        return ["Electronically signed by ", DOC(st.p.name(rng, "full")), " (", USER(st.user), ") on ",
                DATE(cs.d(rng, when)), " ", time, "\n"]
    if k == 1:
        return ["-- e-signed: user ", USER(st.user), " | ", DATE(cs.d(rng, when)), " ", time, " | ws ",
                IP(ids.ipaddr(rng)), " --\n"]
    tail = [" from ", IP(ids.ipaddr(rng))] if rng.random() < 0.6 else [" (auto-saved)"]
    return ["Last modified by ", USER(st.user), " at ", time, " on ", DATE(cs.d(rng, when))] + tail + ["\n"]


def encounter(rng, cs):
    return [rng.choice(["Encounter: ", "Episode No: ", "Visit #", "Attendance No: ", "Acct: "]), ACCT(cs.acct)]


def dt(rng, cs, offset, style=None):
    """A DATE span `offset` days from the visit."""
    return DATE(cs.d(rng, ids.add_days(cs.visit, offset), style))


def work_phrase(rng, cs):
    from note import ORG, PROF
    job = cs.job
    art = "an" if job[0] in "aeiou" else "a"
    if cs.retired:
        return rng.choice([["is a retired ", PROF(job)], ["retired from work as ", art, " ", PROF(job)],
                           ["is retired (previously ", art, " ", PROF(job), ")"]])
    k = rng.randrange(4) if cs.employer else rng.choice([1, 3])
    if k == 0:
        return ["works as ", art, " ", PROF(job), " at ", ORG(cs.employer)]
    if k == 1:
        return ["is ", art, " ", PROF(job), " (", rng.choice(["full time", "part time, 3 days/week",
                                                              "shifts", "self-employed"]), ")"]
    if k == 2:
        return ["works for ", ORG(cs.employer), " as ", art, " ", PROF(job)]
    return ["is employed as ", art, " ", PROF(job)]


def fam_phrase(rng, cs, job=0.0):
    from note import FAM, PROF
    out = [cs.rel, " ", FAM(cs.fam.name(rng, rng.choice(["first", "first", "full"])))]
    if rng.random() < job:
        j = cs.fam_job
        art = "an " if j[0] in "aeiou" else "a "
        out += rng.choice([[" (", art, PROF(j), ")"], [" (", PROF(j), ")"], [" (works as ", art, PROF(j), ")"]])
    return out
