"""Reusable PHI-bearing blocks: institution headers, demographic blocks,
signatures, emergency contacts, footers. All write into a Note."""

import phi
import pools_places as PP


def hhmm(rng):
    h = rng.randint(7, 21)
    m = rng.randint(0, 59)
    if rng.random() < 0.3:
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "am" if h < 12 else "pm")
    return "%02d:%02d" % (h, m)


def header(n, cs, title, addr=None, contacts=None):
    rng = cs.rng
    upper = rng.random() < 0.45
    u = cs.uni.upper() if upper else cs.uni
    cl = cs.clinic.upper() if upper else cs.clinic
    r = rng.random()
    if r < 0.4:
        n.f("{u}\n{cl}\n", u=(u, "ORGANIZATION"), cl=(cl, "HOSPITAL"))
    elif r < 0.7:
        n.f("{cl} | {u}\n", cl=(cl, "HOSPITAL"), u=(u, "ORGANIZATION"))
    else:
        n.f("{cl}\n", cl=(cl, "HOSPITAL"))
    if addr if addr is not None else rng.random() < 0.5:
        loc = cs.loc
        n.seg(phi.address(rng, cs.c, loc, oneline=True))
        n.nl()
    if contacts if contacts is not None else rng.random() < 0.6:
        n.f("Tel {p}", p=(cs.clinic_phone, "PHONE"))
        if rng.random() < 0.6:
            n.f("  Fax {f}", f=(cs.clinic_fax, "FAX"))
        n.nl()
    n.t(title + "\n")
    n.t(rng.choice(["=" * len(title), "-" * len(title), ""]) + "\n")


def dob_seg(cs, with_age=None):
    rng = cs.rng
    segs = [(cs.d(cs.dob, rng.choice(["num", "num", "iso", "dmy_txt", "mdy_txt", "dash"])), "DATE")]
    if with_age if with_age is not None else rng.random() < 0.5:
        segs += [rng.choice([" (", " ("]), (str(cs.age), "AGE"), rng.choice([" y)", "y)", " yrs)", ")"])]
    return segs


def demo(n, cs, fields, layout=None):
    """Demographic block. fields: subset of name dob age sex mrn sid plan acct phone email addr hall netid."""
    rng = cs.rng
    layout = layout or rng.choice(["lines", "lines", "pairs", "pipe"])
    items = []
    for f in fields:
        if f == "name":
            items.append((rng.choice(["Patient", "Name", "Pt Name", "Student"]),
                          cs.pname(rng.choice(["LASTFIRST", "lastfirst", "full", "mid"]))))
        elif f == "pref" and cs.pt.pref:
            items.append(("Preferred name", [(cs.pt.pref, "PATIENT")]))
        elif f == "dob":
            items.append((rng.choice(["DOB", "D.O.B.", "Date of birth"]), dob_seg(cs)))
        elif f == "age":
            items.append(("Age", [(str(cs.age), "AGE")]))
        elif f == "sex":
            items.append(("Sex", [{"F": "F", "M": "M", "X": "X"}[cs.sex]]))
        elif f == "mrn":
            lab = {"UK": ["Clinic No", "Hosp No", "MRN"], "AU": ["MRN", "UR No", "Chart"],
                   "CA": ["Chart #", "MRN"], "US": ["MRN", "Chart #", "Med Rec #"]}[cs.c]
            items.append((rng.choice(lab), [(cs.mrn, "MRN")]))
        elif f == "sid":
            items.append((rng.choice(["Student ID", "Student No", "SID", "Stu #"]), [(cs.sid, "IDNUM")]))
        elif f == "plan":
            lab = {"UK": ["NHS No", "NHS Number"], "AU": ["Medicare No", "OSHC policy", "Medicare"],
                   "CA": ["Health Card", "OHIP #", "PHN", "UHIP cert"],
                   "US": ["Member ID", "Ins ID", "Policy #", "SHIP ID"]}[cs.c]
            items.append((rng.choice(lab), [(cs.plan, "HEALTHPLAN")]))
        elif f == "acct":
            items.append((rng.choice(["Acct", "Encounter #", "Visit #", "FIN", "Enc"]), [(phi.account(rng), "ACCOUNT")]))
        elif f == "phone":
            items.append((rng.choice(["Cell", "Mobile", "Phone", "Tel", "Mob"]), [(cs.phone, "PHONE")]))
        elif f == "email":
            items.append((rng.choice(["Email", "E-mail", "Contact email"]), [(cs.email, "EMAIL")]))
        elif f == "addr":
            items.append((rng.choice(["Address", "Home address", "Perm. address"]), cs.addr(oneline=True)))
        elif f == "hall":
            items.append((rng.choice(["Residence", "Hall", "Local address", "Term address"]),
                          [(cs.hall, "LOCATION_OTHER"), rng.choice([" rm ", ", Room ", " #", " "]), (cs.room, "LOCATION_OTHER")]))
        elif f == "ssn" and cs.c in ("US", "CA"):
            items.append((rng.choice(["SSN", "SS#"]) if cs.c == "US" else "SIN", [(phi.ssn(rng, cs.c), "SSN")]))
        elif f == "netid":
            items.append((rng.choice(["NetID", "Username", "Login", "UserID"]), [(cs.netid, "USERNAME")]))
    if layout == "pipe":
        for i, (k, v) in enumerate(items):
            n.t(("" if i == 0 else " | ") + k + ": ")
            n.seg(v)
        n.nl()
    elif layout == "pairs":
        for i, (k, v) in enumerate(items):
            n.t(k + ": ")
            n.seg(v)
            n.t("\n" if i % 2 == 1 or i == len(items) - 1 else "    ")
    else:
        for k, v in items:
            n.t(k + ": ")
            n.seg(v)
            n.nl()


def signature(n, cs, kind="md", k=0, lead=None, date=True):
    rng = cs.rng
    lead = lead or rng.choice(["Electronically signed by ", "Signed: ", "-- ", "Seen by ", "E-signed: ",
                               "Authenticated by "])
    n.t(lead)
    n.seg(cs.sname(kind, k, rng.choice(["full_cred", "full_cred", "init_cred", "dr", "drfull"])))
    if date:
        n.f(rng.choice([" on {d} at " + hhmm(rng), " {d} " + hhmm(rng), " ({d})", "  {d}"]), d=(cs.d(), "DATE"))
    n.nl()


def emergency_contact(n, cs, k=0):
    rng = cs.rng
    rel = rng.choice(["mother", "father", "mum", "mom", "dad", "aunt", "partner", "sister", "brother",
                      "guardian", "grandmother", "uncle"])
    sex = "F" if rel in ("mother", "mum", "mom", "aunt", "sister", "grandmother") else "M" if rel in (
        "father", "dad", "brother", "uncle") else None
    p = cs.family(k, sex)
    n.t(rng.choice(["Emergency contact: ", "EC: ", "NOK: ", "Next of kin: "]))
    n.seg(cs.fname(p, rng.choice(["full", "full", "lastfirst", "title"])))
    if rng.random() < 0.25:
        n.f(" (" + rel + ", {a}) ", a=(str(rng.randint(38, 81) if rel in ("mother", "mum", "mom", "father", "dad", "aunt",
                                                                         "uncle", "grandmother", "guardian")
                                       else rng.randint(16, 40)), "AGE"))
    else:
        n.t(" (" + rel + ") ")
    ph = phi.phone(rng, cs.c)
    n.p(ph, "PHONE")
    if cs.intl and rng.random() < 0.6:
        n.f(" - lives in {c}", c=(cs.home_country, "COUNTRY"))
    n.nl()
    return p, rel


def footer(n, cs):
    rng = cs.rng
    r = rng.random()
    if r < 0.35:
        n.f("{cl} | Tel {p} | {u}\n", cl=(cs.clinic, "HOSPITAL"), p=(cs.clinic_phone, "PHONE"), u=(phi.url(rng), "URL"))
    elif r < 0.6:
        n.f("Questions? Call {p} or email {e}\n", p=(cs.clinic_phone, "PHONE"),
            e=(phi.generic_email(rng, rng.choice(["studenthealth", "shc.frontdesk", "healthservice", "clinic"])), "EMAIL"))
    elif r < 0.75:
        n.t("CONFIDENTIAL: contains personal health information. If received in error notify sender and destroy.\n")
    else:
        n.t("In an emergency call " + {"US": "911", "CA": "911", "UK": "999", "AU": "000"}[cs.c] +
            ". Crisis support 24/7: " + {"US": "988", "CA": "988", "UK": "116 123 (Samaritans)", "AU": "13 11 14"}[cs.c] + ".\n")


def hall_room(cs, style=None):
    rng = cs.rng
    style = style or rng.choice(["a", "b", "c", "d"])
    if style == "a":
        return [(cs.hall, "LOCATION_OTHER"), " room ", (cs.room, "LOCATION_OTHER")]
    if style == "b":
        return [(cs.hall, "LOCATION_OTHER"), " ", (cs.room, "LOCATION_OTHER")]
    if style == "c":
        return ["Rm ", (cs.room, "LOCATION_OTHER"), ", ", (cs.hall, "LOCATION_OTHER")]
    return [(cs.hall, "LOCATION_OTHER"), ", Rm. ", (cs.room, "LOCATION_OTHER")]


def building(rng):
    return (rng.choice(PP.BUILDINGS), "LOCATION_OTHER")


def insurance_line(n, cs):
    rng = cs.rng
    if cs.c == "US":
        ins = rng.choice([("Student Health Insurance Plan (SHIP)", None), ("Keystone Mutual", "ORGANIZATION"),
                          ("BlueStar PPO", "ORGANIZATION"), ("Medicaid", None), ("Crestline Health", "ORGANIZATION"),
                          ("Parent's employer plan", None), ("Meridian Student Cover", "ORGANIZATION")])
        n.f("Insurance: {ins}  Member ID: {m}  Group: {g}\n", ins=ins,
            m=(cs.plan, "HEALTHPLAN"), g=(phi.group_no(rng), "HEALTHPLAN"))
    elif cs.c == "UK":
        n.f("NHS number: {m}   Registered GP: {gp}\n", m=(cs.plan, "HEALTHPLAN"),
            gp=(rng.choice(PP.HOSPITALS["UK"][3:6]), "HOSPITAL"))
    elif cs.c == "CA":
        if cs.intl:
            n.f("UHIP/insurance: {m} (international student plan)\n", m=(phi.healthplan(rng, "CA", "uhip"), "HEALTHPLAN"))
        else:
            n.f("Provincial health #: {m}\n", m=(cs.plan, "HEALTHPLAN"))
    else:
        if cs.intl:
            n.f("OSHC: {ins}  Policy {m}\n", ins=(rng.choice(["Harbourline", "Southern Star", "Coralsea Health", "Wattle Mutual"]), "ORGANIZATION"),
                m=(phi.healthplan(rng, "AU", "oshc"), "HEALTHPLAN"))
        else:
            n.f("Medicare: {m}\n", m=(cs.plan, "HEALTHPLAN"))
