"""Shared layout blocks: letterheads, demographics, signatures, audit footers."""
from phi import Ph, pick, dig, wpick, fdate, ftime, phone, ext, bleep, ip, shift, ssn, SSN_LABEL
from case import username

ROLE = {
    "UK": ["Speech and Language Therapist", "Specialist Speech and Language Therapist",
           "Highly Specialist Speech & Language Therapist (Dysphagia)", "Clinical Lead SLT",
           "Advanced Practitioner SLT", "Speech & Language Therapist, Band 6", "Specialist SLT (Voice)"],
    "US": ["Speech-Language Pathologist", "Speech Language Pathologist", "SLP", "Clinical Fellow SLP",
           "Lead Speech-Language Pathologist"],
    "AU": ["Speech Pathologist", "Senior Speech Pathologist", "Speech Pathologist Grade 2",
           "Clinical Lead Speech Pathology"],
    "CA": ["Speech-Language Pathologist", "S-LP", "Orthophoniste / Speech-Language Pathologist",
           "Clinical Speech-Language Pathologist"],
}
CREDS = {
    "UK": ["", "MRCSLT", "BSc (Hons) MRCSLT", "MSc, MRCSLT", "BMedSci"],
    "US": ["M.S., CCC-SLP", "MA, CCC-SLP", "CCC-SLP", "M.S., CF-SLP", "MS CCC-SLP, BCS-S"],
    "AU": ["CPSP", "BSpPath (Hons), CPSP", "MSpPath CPSP", ""],
    "CA": ["S-LP(C)", "M.Sc.S., Reg. CASLPO", "Reg. CASLPO", "MSc, S-LP(C)"],
}
SLT_WORD = {"UK": "SLT", "US": "SLP", "AU": "Speech Pathology", "CA": "S-LP"}
DEPT = {"UK": ["Speech and Language Therapy", "Adult SLT Service", "Speech & Language Therapy Department",
               "Adult Acquired Communication & Swallowing Service"],
        "US": ["Rehabilitation Services - Speech Pathology", "Speech-Language Pathology",
               "Department of Rehabilitation Medicine", "Outpatient Speech Therapy"],
        "AU": ["Speech Pathology Department", "Allied Health - Speech Pathology", "Community Speech Pathology"],
        "CA": ["Speech-Language Pathology Services", "Audiology & Speech-Language Pathology",
               "Rehabilitation Services"]}


DEPT_CHILD = {"UK": ["Children's Speech and Language Therapy", "Paediatric SLT Service", "Children's Therapy Services"],
              "US": ["Pediatric Speech-Language Pathology", "Pediatric Therapy Services", "Child Development Center - Speech"],
              "AU": ["Paediatric Speech Pathology", "Child Development Service - Speech Pathology"],
              "CA": ["Preschool Speech and Language Program", "Paediatric Speech-Language Pathology", "Children's Treatment Centre - S-LP"]}


def dept(rng, c):
    return pick(rng, DEPT_CHILD[c.country] if c.kind == "child" else DEPT[c.country])


def role(rng, c):
    return pick(rng, ROLE[c.country])


def cred(rng, c):
    return pick(rng, CREDS[c.country])


def clin_name(n, rng, c, who=None, forms=None):
    who = who or c.slt
    f = pick(rng, forms or ["full", "full", "finit", "full"])
    n.add(who.name(rng, f))


def sig(n, rng, c, who=None, with_contact=True, with_lic=None, prefix=None):
    who = who or c.slt
    if prefix is None:
        prefix = pick(rng, ["", "Signed: ", "", "-- ", "Electronically signed by ", "Seen by: ", "Clinician: "])
    n.add(prefix)
    n.add(who.name(rng, pick(rng, ["full", "full", "fullmid", "finit"])))
    cr = cred(rng, c)
    if cr:
        n.add(pick(rng, [", ", " "]), cr)
    n.add("\n", role(rng, c), "\n")
    if with_lic is None:
        with_lic = rng.random() < .6
    if with_lic:
        lab, val = c.slt_lic if who is c.slt else (pick(rng, ["HCPC", "Reg"]), "SL" + dig(rng, 5)) \
            if c.country == "UK" else c.slt_lic
        n.add(lab, pick(rng, [": ", " "]), Ph(val, "LICENSE"), "\n")
    if with_contact:
        k = rng.random()
        if k < .4:
            n.add(pick(rng, ["Tel: ", "Ph: ", "Direct line: ", "T: "]), Ph(c.dept_tel + (ext(rng) if rng.random() < .3 else ""), "PHONE"), "\n")
        elif k < .65:
            n.add(pick(rng, ["Bleep ", "bleep: ", "Pager ", "Vocera/bleep "]), Ph(bleep(rng), "PHONE"), "\n")
        if rng.random() < .5:
            n.add(pick(rng, ["Email: ", "E: ", ""]), Ph(c.slt_email, "EMAIL"), "\n")


def dept_letterhead(n, rng, c, hosp=None):
    hosp = hosp or c.hosp
    n.ln(dept(rng, c))
    n.ln(Ph(hosp, "HOSPITAL"))
    a = c.hosp_addr
    n.add(a.parts(rng, block=rng.random() < .5), "\n")
    r = rng.random()
    n.add("Tel: ", Ph(c.dept_tel, "PHONE"))
    if r < .7:
        n.add(pick(rng, ["   Fax: ", " | Fax ", "\nFax: "]), Ph(c.dept_fax, "FAX"))
    n.add("\n")
    if rng.random() < .4:
        n.add(pick(rng, ["Email: ", "Secure email: "]), Ph(pick(rng, ["slt.referrals@", "speech.therapy@", "sltadmin@",
                                                                    "rehab.slp@", "dysphagia@"]) +
                                                          pick(rng, ["nhs.example.net", "example.org", "health.example.org", "example.com"]), "EMAIL"), "\n")
    if rng.random() < .25:
        n.add(pick(rng, ["Web: ", "www: ", ""]), Ph(pick(rng, ["www.example.org/speech-therapy", "https://www.example.net/slt",
                                                            "www.example.com/rehab/speech", "https://slt.example.org/adult-services"]), "URL"), "\n")
    n.add("\n")


def demo_block(n, rng, c, style=None, fields=None):
    """Demographics header; style 'table' | 'inline' | 'caps'."""
    style = style or pick(rng, ["table", "inline", "caps", "table"])
    fields = fields or ["name", "dob", "mrn", "hp"]
    pt = c.pt
    if style == "inline":
        n.add("Patient: ", pt.name(rng, pick(rng, ["full", "LASTFIRST", "fullmid"])))
        if "dob" in fields:
            n.add(pick(rng, ["  DOB: ", " | DOB ", ", D.O.B. "]), c.dobp(rng))
            if rng.random() < .5:
                n.add(" (", Ph(str(c.age), "AGE"), pick(rng, ["y", " yrs", ""]) + ")")
        if "mrn" in fields:
            n.add(pick(rng, ["  ", " | ", ", "]), c.mrn_label, pick(rng, [": ", " "]), Ph(c.mrn, "MRN"))
        if "hp" in fields:
            n.add(pick(rng, ["  ", " | ", ", "]), c.hp[0], pick(rng, [": ", " "]), Ph(c.hp[1], "HEALTHPLAN"))
        n.add("\n")
    else:
        caps = style == "caps"
        def lab(s):
            return (s.upper() if caps else s) + pick(rng, [":", ":", ": "]).ljust(1)
        w = pick(rng, [0, 14, 16, 18])
        def row(label, *val):
            n.add(lab(label).ljust(w) if w else lab(label) + " ", *val)
            n.add("\n")
        row("Name", pt.name(rng, pick(rng, ["LASTFIRST", "full", "fullmid", "lastfirst"])))
        if "dob" in fields:
            if rng.random() < .5:
                if rng.random() < .5:
                    row("DOB", c.dobp(rng), "   Age: ", Ph(str(c.age), "AGE"))
                else:
                    row("DOB", c.dobp(rng), "  (", Ph(str(c.age), "AGE"), pick(rng, ["y)", " yrs)", ")"]))
            else:
                row("Date of birth", c.dobp(rng))
        if "mrn" in fields:
            row(c.mrn_label, Ph(c.mrn, "MRN"))
        if "hp" in fields:
            row(c.hp[0], Ph(c.hp[1], "HEALTHPLAN"))
        if c.country in ("US", "CA") and rng.random() < .15:
            row(pick(rng, SSN_LABEL[c.country]), Ph(ssn(rng, c.country), "SSN"))
        if "addr" in fields:
            row("Address", c.addr.parts(rng))
        if "tel" in fields:
            row(pick(rng, ["Tel", "Phone", "Contact no"]), Ph(pick(rng, [c.tel, c.mob]), "PHONE"))
        if "acct" in fields:
            row(c.acct[0], Ph(c.acct[1], "ACCOUNT"))
        if "gp" in fields:
            row("GP", c.gp.name(rng, "title"), ", ", Ph(c.practice, "HOSPITAL"))
    n.add(pick(rng, ["\n", "", "-" * pick(rng, [30, 40, 48]) + "\n"]))


def audit(n, rng, c, who=None, days=0):
    """System footer: user name, timestamp, workstation address."""
    who = who or c.slt
    k = rng.randint(0, 4)
    dt = Ph(fdate(rng, shift(c.visit, days), c.country, pick(rng, ["num", "iso", "abbr", "dash"])), "DATE")
    tm = ftime(rng)
    if k == 0:
        n.add("\nElectronically signed: ", who.name(rng, "full"), " (", Ph(username(rng, who), "USERNAME"), ") ",
              dt, " ", tm, "\n")
    elif k == 1:
        n.add("\n[Entered by ", Ph(username(rng, who), "USERNAME"), " on ", dt, " at ", tm, "]\n")
    elif k == 2:
        n.add("\nLast modified ", dt, " ", tm, " by ", Ph(username(rng, who), "USERNAME"), " from ws ", Ph(ip(rng), "IPADDR"), "\n")
    elif k == 3:
        n.add("\n---\nDocument authored by: ", who.name(rng, pick(rng, ["full", "lastfirst"])), "\nLogin: ",
              Ph(username(rng, who), "USERNAME"), "   Terminal: ", Ph(ip(rng), "IPADDR"), "\nPrinted: ", dt, " ", tm, "\n")
    else:
        n.add("\n", Ph(username(rng, who), "USERNAME"), " | ", dt, " ", tm, " | v", str(rng.randint(1, 4)), "\n")


def cc_block(n, rng, c, gp=True, pt=True, extra=None):
    n.add(pick(rng, ["\ncc: ", "\nCC:\n", "\nCopy to: ", "\nc.c. "]))
    items = []
    if gp:
        items.append([c.gp.name(rng, pick(rng, ["title", "titlefull"])), ", ", Ph(c.practice, "HOSPITAL")])
    if pt:
        items.append([c.pt.name(rng, "full"), pick(rng, [" (patient)", "", " - patient"])])
    if extra:
        items.append(extra)
    for i, it in enumerate(items):
        if i:
            n.add(pick(rng, ["; ", "\n    ", "\n"]))
        n.add(it)
    n.add("\n")
