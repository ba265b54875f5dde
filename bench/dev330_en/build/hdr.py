"""Shared note parts: patients with their identifiers, header blocks, letterheads, social history."""
import pools as P
from core import words

HP_LABEL = {"US": "Member ID", "UK": "Policy No", "IE": "Medical Card No", "CA": "Health Card", "AU": "Medicare No",
            "NZ": "Insurer member no", "SG": "Policy No", "ZA": "Medical aid no"}
CA_CARD = {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP", "NS": "MSI", "MB": "MHSC", "SK": "HSN", "QC": "RAMQ",
           "NB": "Medicare NB"}
MRN_LABEL = {"US": ["MRN", "MRN #", "Med Rec #"], "UK": ["Hospital No", "Hosp No", "RXN"], "IE": ["MRN", "Hosp No"],
             "CA": ["MRN", "Chart #"], "AU": ["URN", "UR No", "MRN"], "NZ": ["NHI", "NHI No"], "SG": ["MRN", "Case No"],
             "ZA": ["Hosp No", "Folder No"]}
SAFETY_JOBS = ("airline pilot", "aircraft engineer", "long-haul truck driver", "bus driver", "taxi driver",
               "lorry driver", "forklift driver")
SAFETY_BODIES = {"US": ("FAA", "DOT"), "UK": ("CAA", "DVLA"), "IE": ("IAA", "RSA"), "CA": ("Transport Canada",
                 "Transport Canada"), "AU": ("CASA", "Austroads"), "NZ": ("CAA NZ", "NZTA"), "SG": ("CAAS", "LTA"),
                 "ZA": ("SACAA", "RTMC")}
SSN_LABEL = {"US": "SSN", "UK": "NI No", "IE": "PPSN", "CA": "SIN", "AU": "TFN", "NZ": "IRD No", "SG": "NRIC",
             "ZA": "ID No"}


def new_patient(ctx, **kw):
    c = ctx.c
    r = ctx.rng
    p = ctx.person(**kw)
    p.mrn = c.mrn()
    p.nhs = c.nhs() if ctx.code == "UK" else None
    p.ssn = c.ssn()
    p.hp = c.healthplan()
    p.acct = c.account()
    p.addr = c.address()
    p.phone = c.phone("mobile" if r.random() < 0.6 else "land")
    p.mail = p.email(r)
    p.mrn_label = r.choice(MRN_LABEL[ctx.code])
    return p


def pname(r, p, styles=("full", "full", "fml", "lf", "LF", "LFm")):
    return ("PATIENT", p.pick(r, styles))


def ids(d, ctx, p, sep="\n", ssn=None, hp=None, acct=None, up=False):
    """Write the identifier lines for patient p in the style of the country."""
    r = ctx.rng
    code = ctx.code

    def L(s):
        return s.upper() if up else s
    if code == "UK":
        order = [("MRN", p.mrn_label, p.mrn), ("MRN", "NHS No", p.nhs)]
        if r.random() < 0.3:
            order.reverse()
    elif code == "NZ":
        order = [("MRN", p.mrn_label, p.mrn)]
    elif code == "SG":
        order = [("SSN", "NRIC", p.ssn), ("MRN", p.mrn_label, p.mrn)]
        ssn = False
    elif code == "ZA":
        order = [("MRN", p.mrn_label, p.mrn), ("SSN", "ID No", p.ssn)]
        ssn = False
    else:
        order = [("MRN", p.mrn_label, p.mrn)]
    if ssn is None:
        ssn = r.random() < (0.35 if code == "US" else 0.12)
    if ssn:
        order.append(("SSN", SSN_LABEL[code], p.ssn))
    if hp is None:
        hp = r.random() < (0.5 if code in ("US", "CA", "AU", "ZA") else 0.15)
    if hp:
        lab = HP_LABEL[code]
        if code == "CA":
            lab = CA_CARD.get(p.addr.get("state_abbr"), "Health Card") + " #"
        order.append(("HEALTHPLAN", lab, p.hp))
    if acct is None:
        acct = r.random() < 0.35
    if acct:
        order.append(("ACCOUNT", r.choice(["Acct", "Encounter", "FIN", "Acct #"] if code == "US" else
                                          ["Episode", "Visit No", "Encounter", "Episode No", "Acct"]), p.acct))
    for i, (typ, lab, val) in enumerate(order):
        d.w(L(lab), r.choice([": ", ": ", " "]), (typ, val))
        d.t(sep if i < len(order) - 1 or sep == "\n" else "")


def pt_block(d, ctx, p, addr=False, phone=False, up=None, ssn=None, hp=None, acct=None, age=True):
    r = ctx.rng
    if up is None:
        up = r.random() < 0.35

    def L(s):
        return s.upper() if up else s
    d.w(L(r.choice(["Patient: ", "Name: ", "Patient name: ", "Pt: "])), pname(r, p), "\n")
    d.w(L(r.choice(["DOB: ", "D.O.B.: ", "Date of birth: "])), ("DATE", ctx.D(p.dob, r.choice([ctx.ds, "num",
                                                                                             "mon2"]))))
    if age:
        k = r.randrange(3)
        if k == 0:
            d.w(" (", ("AGE", str(p.age)), "y)")
        elif k == 1:
            d.w("   Age: ", ("AGE", str(p.age)))
    d.w("   ", L("Sex: "), p.sex, "\n")
    ids(d, ctx, p, ssn=ssn, hp=hp, acct=acct, up=up)
    if addr:
        d.t(L("Address: "))
        ctx.write_addr(d, p.addr, sep=", ")
        d.t("\n")
    if phone:
        d.w(L(r.choice(["Phone: ", "Tel: ", "Mobile: ", "Contact no: "])), ("PHONE", p.phone), "\n")


def relative(ctx, p, rel=None):
    r = ctx.rng
    rel = rel or r.choice(["wife", "husband", "partner", "daughter", "son", "sister", "brother", "mother", "friend",
                           "neighbour" if ctx.code != "US" else "neighbor", "flatmate" if ctx.code in ("UK", "NZ", "IE")
                           else "roommate"])
    sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M",
           "mother": "F"}.get(rel)
    q = ctx.person(sex=sex, group=p.group if rel in ("daughter", "son", "sister", "brother", "mother") or
                   r.random() < 0.6 else None)
    if q.group != "malay" and p.group != "malay":
        if rel in ("daughter", "son", "sister", "brother", "mother") and r.random() < 0.7:
            q.last = p.last
        if rel in ("wife", "husband") and r.random() < 0.6:
            q.last = p.last
    q.rel = rel
    return q


def fam_name(r, q):
    return ("FAMILY", r.choice([q.first, q.first, q.full(), q.full()]))


def social(d, ctx, p, n=None):
    """Social history sentences with professions, employers, relatives and travel."""
    r = ctx.rng
    n = n or r.randrange(1, 4)
    opts = ["job", "job", "retired" if p.age >= 58 else "job", "family", "travel", "origin", "fluids", "employer"]
    picks = list(dict.fromkeys(r.sample(opts, n)))
    for k in picks:
        if k == "job":
            job = r.choice(P.PROFESSIONS)
            d.w(r.choice(["Works as a ", "Employed as a ", "Occupation: ", "Works full time as a "]),
                ("PROFESSION", job))
            if r.random() < 0.45:
                d.w(" at ", ("ORGANIZATION", r.choice(P.EMPLOYERS)))
            if job in SAFETY_JOBS:
                body = SAFETY_BODIES[ctx.code][0 if job in ("airline pilot", "aircraft engineer") else 1]
                d.t(" - fitness to %s: %s guidance discussed" % ("fly" if "air" in job else "drive", body))
            d.t(r.choice([". ", "; ", ".\n"]))
        elif k == "retired":
            d.w("Retired ", ("PROFESSION", r.choice(P.PROFESSIONS)), r.choice([". ", "; ", ".\n"]))
        elif k == "employer":
            d.w(r.choice(["Employer: ", "Works for "]), ("ORGANIZATION", r.choice(P.EMPLOYERS)),
                r.choice([" (outdoor work, limited access to toilets). ", " - shift work. ", ". "]))
        elif k == "family":
            q = relative(ctx, p)
            d.w(r.choice(["Lives with ", "Lives with his/her ", "Lives with "]).replace(
                "his/her", "his" if p.sex == "M" else "her"), q.rel, " ", fam_name(r, q))
            if r.random() < 0.4:
                d.w(", who works as a ", ("PROFESSION", r.choice(P.PROFESSIONS)))
            d.t(". ")
        elif k == "travel":
            d.w(r.choice(["Recently returned from ", "Back from a fortnight in ", "Just back from holiday in ",
                          "Works rotations in "]), ("COUNTRY", r.choice(P.OTHER_COUNTRIES)),
                r.choice([" - hot climate, poor oral intake. ", ". ", " (temps up to 40 C). "]))
        elif k == "origin":
            yr = ("DATE", str(ctx.today.year - r.randrange(2, min(30, p.age))))
            cn = ("COUNTRY", r.choice(P.OTHER_COUNTRIES))
            k2 = r.randrange(3)
            if k2 == 0:
                d.w("Moved here from ", cn, " in ", yr, ". ")
            elif k2 == 1:
                d.w("Born in ", cn, ", emigrated ", yr, ". ")
            else:
                d.w("Originally from ", cn, ". ")
        else:
            d.t(r.choice(["Drinks approx. 1 L water/day, 3-4 coffees. ", "Fluid intake poor (~1.2 L/day). ",
                          "Ex-smoker 20 pack-years. ", "Alcohol 14 units/week. ", "Non-smoker, no alcohol. ",
                          "Keen gym-goer, high-protein diet with whey supplements. "]))


def letterhead(d, ctx, name=None, dept=None, fax=True, email=True, url=None, country=None, addr=True):
    r = ctx.rng
    d.w(("HOSPITAL", name or ctx.hosp), "\n")
    if dept:
        d.t(dept + "\n")
    if addr:
        a = ctx.c.address()
        if r.random() < 0.5:
            ctx.write_addr(d, a, sep=", ", country=country if country is not None else r.random() < 0.25)
        else:
            ctx.write_addr(d, a, sep="\n", country=country if country is not None else r.random() < 0.25)
        d.t("\n")
    d.w(r.choice(["Tel: ", "Phone: ", "T: ", "Telephone "]), ("PHONE", ctx.c.phone("land", ext=r.random() < 0.3)))
    if fax:
        d.w(r.choice(["   Fax: ", " | Fax ", "\nFax: ", "  F: "]), ("FAX", ctx.c.phone("land")))
    d.t("\n")
    if email:
        d.w(r.choice(["Email: ", "E: ", "Enquiries: "]), ("EMAIL", dept_email(r, dept)), "\n")
    if url if url is not None else r.random() < 0.3:
        d.w(r.choice(["Web: ", "", "www: "]), ("URL", web(r)), "\n")


def dept_email(r, dept=None):
    local = r.choice(["stone.clinic", "urology.secretaries", "lithotripsy", "renal.stones", "uro.admin", "edreferrals",
                      "metabolicstones", "radiology.reports", "dietetics", "stent.register", "urologyCNS"])
    return local + "@" + r.choice(["example.org", "example.net", "example.com", "health.example.org",
                                   "mail.example.net"])


def web(r):
    path = r.choice(["stones", "kidney-stones/patient-info", "lithotripsy", "urology/stone-clinic", "renal-colic",
                     "portal/login", "leaflets/eswl.pdf", "stent-aftercare", "diet/low-oxalate", "24h-urine"])
    return r.choice(["www.example.org/", "https://www.example.net/", "https://portal.example.com/",
                     "example.org/", "http://www.example.com/"]) + path


def age_words(p):
    return words(p.age)


def dear(d, ctx, p, r):
    d.w("Dear ", p.title, " ", ("PATIENT", p.formal), ",\n\n")


def gp(ctx):
    s = ctx.staff(role="General Practitioner")
    s.practice = ctx.practice()
    s.addr = ctx.c.address()
    return s


def gp_address(d, ctx, g, fax=False):
    r = ctx.rng
    d.w("Dr ", ("DOCTOR", r.choice([g.full(), g.fi(), g.last])), "\n", ("HOSPITAL", g.practice), "\n")
    ctx.write_addr(d, g.addr, sep="\n")
    d.t("\n")
    if fax:
        d.w("Fax: ", ("FAX", ctx.c.phone("land")), "\n")


def re_line(d, ctx, p, addr=True):
    r = ctx.rng
    d.w("Re: ", pname(r, p, ("full", "LFm", "fml", "LF")), ", DOB ", ("DATE", ctx.D(p.dob)), ", ", p.mrn_label, " ",
        ("MRN", p.mrn))
    if ctx.code == "UK" and r.random() < 0.6:
        d.w(", NHS No ", ("MRN", p.nhs))
    if addr:
        d.t("\n")
        ctx.write_addr(d, p.addr, sep=", ")
    d.t("\n\n")
