"""Shared helpers for genre templates."""
import pools as P


def patient(c, lo=19, hi=99):
    r = c.r
    p = c.person()
    p["age"] = c.age(lo, hi)
    p["dob"] = c.dob(p["age"])
    p["mrn"] = c.mrn()
    p["acct"] = c.acct()
    p["room"] = c.room()
    p["dx"] = r.choice(P.DIAGNOSES)
    p["admit"] = c.near(-9, 0)
    p["edd"] = c.near(0, 4)
    p["level"] = r.choice(P.LEVELS)
    return p


def staff(c, cred=None, sex=None):
    p = c.person(sex=sex)
    p["cred"] = cred or c.r.choice(["RN", "RN", "RN", "RN, BSN", "LPN" if c.country == "US" else "RPN", "CNA" if c.country == "US" else "PSW"])
    return p


def doc(c):
    p = c.person()
    p["cred"] = c.r.choice(["MD", "MD", "DO", "NP", "PA-C", "MD, FRCPC" if c.country == "CA" else "MD, FACP"])
    return p


def sname(c, s, with_cred=True):
    """Staff name parts, credential outside the span."""
    r = c.r
    v = (c.staff_name(s), "DOCTOR")
    if with_cred and r.random() < 0.6:
        return [v, r.choice([", ", " "]) + s["cred"]]
    return [v]


def drname(c, d):
    r = c.r
    st = r.choice(["Dr. Last", "Dr Last", "Dr. F Last", "Name, MD", "Dr. First Last", "Last"])
    if st == "Dr. Last":
        return ["Dr. ", (d["last"], "DOCTOR")]
    if st == "Dr Last":
        return ["Dr ", (d["last"], "DOCTOR")]
    if st == "Dr. F Last":
        return ["Dr. ", (c.name(d, "F. Last"), "DOCTOR")]
    if st == "Dr. First Last":
        return ["Dr. ", (c.name(d, "First Last"), "DOCTOR")]
    if st == "Last":
        return [(d["last"], "DOCTOR")]
    return [(c.name(d, "First Last"), "DOCTOR"), ", " + d["cred"]]


def ptname(c, p, style=None):
    return (c.name(p, style), "PATIENT")


def pt_titled(c, p):
    r = c.r
    if r.random() < 0.5:
        return [c.title(p), (p["last"], "PATIENT")]
    return [(c.name(p, r.choice(["First Last", "F. Last", "First M. Last", "First L."])), "PATIENT")]


FEMALE_REL = {"wife", "daughter", "sister", "niece", "mother", "granddaughter", "daughter-in-law"}
MALE_REL = {"husband", "son", "brother", "nephew", "father", "grandson", "son-in-law"}


def family(c, p=None):
    rel = c.r.choice(P.RELATIONS)
    sex = "F" if rel in FEMALE_REL else "M" if rel in MALE_REL else None
    f = c.person(sex=sex)
    if p is not None and rel not in ("friend", "neighbour") and c.r.random() < 0.5 and "-" not in p["last"]:
        f["last"] = p["last"]
    f["rel"] = rel
    return f


def famname(c, f):
    return (c.name(f, c.r.choice(["First Last", "First", "First Last", "F. Last", "Last, First"])), "FAMILY")


def unit_parts(c, unit=None):
    return (unit or c.unit, "HOSPITAL")


def room_parts(c, room=None):
    r = c.r
    rm = room or c.room()
    lab = r.choice(["Rm ", "Room ", "Bed ", "rm ", "", "RM ", "bed "])
    return [lab, (rm, "LOCATION_OTHER")]


def lookalike(c, n=2):
    r = c.r
    pools = [P.VITALS, P.LABS, P.SCORES, P.DRUGS, P.LINES]
    out = []
    for _ in range(n):
        out.append(r.choice(r.choice(pools)))
    return ", ".join(out)


def phone_parts(c, lab=None):
    r = c.r
    lab = lab if lab is not None else r.choice(["Tel: ", "ph ", "Phone ", "cell ", "c: ", "(m) ", "call ", "#"])
    return [lab, (c.phone(), "PHONE")]


def header(d, c, title, by=None, ipaddr=False, url=False):
    r = c.r
    style = r.randint(0, 3)
    if style == 0:
        d.ln((c.hospital, "HOSPITAL"), " - ", title)
        d.ln("Unit: ", unit_parts(c), "   Date: ", c.D(c.day), "   Time: ", c.time())
    elif style == 1:
        d.ln("=" * 8, " ", title.upper(), " ", "=" * 8)
        d.ln((c.hospital, "HOSPITAL"), " | ", unit_parts(c), " | ", c.D(c.day))
    elif style == 2:
        d.ln(title, " -- ", unit_parts(c), ", ", (c.hospital, "HOSPITAL"))
        d.ln("Generated ", c.D(c.day), " ", c.time())
    else:
        d.ln("[", (c.hospital, "HOSPITAL"), "]")
        d.ln(title, ": ", unit_parts(c))
        d.ln("For shift beginning ", c.D(c.day), " at ", c.time())
    if by is not None:
        d.ln("Printed by: ", (c.username(by), "USERNAME"), r.choice(["", " (" + by["cred"] + ")"]))
    if ipaddr:
        d.ln("Workstation IP: ", (c.ip(), "IPADDR"))
    if url:
        d.ln("Source: ", (c.url(), "URL"))
    d.ln()
