"""Shared building blocks: addresses, patient headers, sign-offs, footers."""
import loc
import pools
from core import P


def addr(c, who="pt", oneline=False):
    rng = c.rng
    if who == "pt":
        st, town, reg, pc = c.street, c.town, c.region, c.pc
    else:
        st, town, reg, pc = c.gstreet, c.gtown, c.gregion, c.gpc
    sep = ", " if oneline else "\n"
    S, Z = P(st, "STREET"), P(pc, "ZIP")
    R = c.region_p(reg)
    cc = c.cc
    if cc == "US":
        return [S, sep, P(town, "CITY"), ", ", R, " ", Z]
    if cc == "CA":
        return [S, sep, P(town, "CITY"), rng.choice([", ", " "]), R, rng.choice(["  ", " "]), Z]
    if cc == "AU":
        t = town.upper() if rng.random() < 0.5 else town
        return [S, sep, P(t, "CITY"), " ", R, " ", Z]
    if cc == "NZ":
        if rng.random() < 0.3:
            return [S, sep, P(town, "CITY"), sep, R, " ", Z]
        return [S, sep, P(town, "CITY"), " ", Z]
    if cc == "IE":
        return [S, sep, P(town, "CITY"), sep, R, sep, Z]
    out = [S, sep, P(town, "CITY")]
    if R is not None and rng.random() < 0.45:
        out += [sep, R]
    return out + [sep, Z]


def role(c, who):
    rng = c.rng
    if who is c.cons:
        return rng.choice(pools.CONSULTANT_TITLE[c.cc])
    if who is c.reg:
        return rng.choice(pools.TRAINEE_TITLE[c.cc])
    if who is c.cns:
        return rng.choice(["Rheumatology Clinical Nurse Specialist", "CNS, Connective Tissue Disease",
                           "Vasculitis Nurse Specialist", "Rheumatology Nurse Practitioner",
                           "Lupus Nurse Specialist"]) if c.cc != "US" else \
            rng.choice(["RN, Rheumatology Nurse Navigator", "NP, Rheumatology", "RN, BSN"])
    if who is c.pharm:
        return rng.choice(["Specialist Pharmacist, Rheumatology", "Advanced Pharmacist (Immunology)",
                           "Clinical Pharmacist"])
    if who is c.neph:
        return rng.choice(["Consultant Nephrologist", "Renal Physician", "Nephrology Attending"]
                          if c.cc != "US" else ["Nephrology Attending", "MD, Nephrology"])
    return ""


def pt_header(n, c, style=None):
    rng = c.rng
    x = c.ctx()
    style = style if style is not None else rng.randint(0, 5)
    if style == 0:
        n.f("Patient: {pt}\nDOB: {dob}\n", x)
        n.f("MRN: {mrn}", x) if c.cc in ("US", "CA", "IE") else n.f("Hospital no: {mrn}", x)
        if c.cc != "US" and rng.random() < 0.8:
            n.f("   {hpl}: {hp}", x)
        n.add("\n")
    elif style == 1:
        n.f("Re: {t} {ptfml}, DOB {dob}", x)
        n.f(" - {hpl} {hp}" if c.cc != "US" else " - MRN {mrn}", x)
        n.add("\n")
        n.put(addr(c, oneline=True))
        n.add("\n")
    elif style == 2:
        n.f("NAME: {ptLF}    DOB: {dob} ({age}y)    ", x)
        n.f("URN: {mrn}\n" if c.cc == "AU" else "ID: {mrn}\n", x)
    elif style == 3:
        n.f("{ptLF}  |  {dob}  |  ", x)
        n.add(rng.choice(["F", "Female"]) if c.pt.sex == "F" else rng.choice(["M", "Male"]))
        n.f("  |  {mrn}", x)
        if c.cc != "US":
            n.f("  |  {hpl} {hp}", x)
        n.add("\n")
    elif style == 4:
        n.f("Patient name: {t} {pt}\nDate of birth: {dob}   Age: {age}\n", x)
        n.f("Address: ", x)
        n.put(addr(c, oneline=True))
        n.f("\nTel: {tel}  Mobile: {mob}\n", x)
        n.f("{hpl}: {hp}   Hosp no: {mrn}\n" if c.cc != "US" else "MRN: {mrn}   {hpl}: {hp}\n", x)
    else:
        n.f("PATIENT DETAILS\nSurname: {ptl_up}\nForename(s): {ptf}\nDOB: {dob}  Sex: {sx}\n", x,
            ptl_up=P(c.pt.last.upper(), "PATIENT"), sx=c.pt.sex)
        n.f("Record no. {mrn}\n", x)
    if c.ssn and rng.random() < 0.35:
        n.f("{l}: {v}\n", l=c.ssnl, v=P(c.ssn, "SSN"))


def lic(c, who):
    return [who.lic[0] + " ", P(who.lic[1], "LICENSE")]


def signoff(n, c, who, closing=True, with_lic=None, contact=False, rtext=None):
    rng = c.rng
    if closing:
        n.add(rng.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours sincerely\n\n",
                          "With best wishes,\n\n", "Sincerely,\n\n"] if c.cc != "US" else
                         ["Sincerely,\n\n", "Best regards,\n\n", "Thank you for this referral.\n\n"]))
    tt = (who.title + " ") if who.title else ""
    if c.cc == "US" and who.title == "Dr":
        n.put([P(who.form(rng.choice(["full", "fml"])), "DOCTOR"), ", MD"])
    else:
        n.put([tt, P(who.form(rng.choice(["full", "full", "fml"])), "DOCTOR")])
        if who.role == "nurse" and rng.random() < 0.5:
            n.add(rng.choice([" RN", ", RGN", " (RN)", " RN, MSc"]))
    r = rtext or role(c, who) or ("Consultant" if who.role == "doc" else "Nurse Specialist")
    n.add("\n" + r + "\n")
    if with_lic is None:
        with_lic = rng.random() < 0.3
    if with_lic:
        n.put(lic(c, who))
        n.add("\n")
    if contact:
        k = rng.random()
        if k < 0.4:
            n.f("Tel {tel} | {mail}\n", tel=P(c.htel, "PHONE"), mail=P(who.mail, "EMAIL"))
        elif k < 0.7:
            n.f("Secretary: {tel}   Fax: {fax}\n", tel=P(c.htel + " " + loc.ext(rng), "PHONE"),
                fax=P(c.hfax, "FAX"))
        else:
            n.f("Bleep {b} via switchboard {sw}\n", b=P(who.bleep, "PHONE"), sw=P(c.htel, "PHONE"))


def dictation(n, c, who):
    rng = c.rng
    d1 = c.d
    d2 = getattr(c, "typed", None) or loc.weekday(loc.add_days(c.d, rng.randint(1, 9)))
    k = rng.random()
    if k < 0.35:
        n.f("\n{a}/{b}\n", a=P(who.form("init"), "DOCTOR"), b=P(c.sec.form("sec"), "DOCTOR"))
    elif k < 0.7:
        n.f("\nDictated: {d1}   Typed: {d2}   ({a}/{b})\n", d1=c.D(d1, "num"), d2=c.D(d2, "num"),
            a=P(who.form("init"), "DOCTOR"), b=P(c.sec.form("sec"), "DOCTOR"))
    else:
        n.f("\nD: {d1} T: {d2} Transcribed by {b}\n", d1=c.D(d1, "ns"), d2=c.D(d2, "ns"),
            b=P(c.sec.form(rng.choice(["full", "il"])), "DOCTOR"))


def audit(n, c, who, ipp=0.3, d=None):
    rng = c.rng
    k = rng.random()
    ts = "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))
    d = d or loc.add_days(c.d, rng.randint(0, 3))
    if k < 0.5:
        n.f("\nElectronically signed by {u} on {d} {ts}", u=P(who.user, "USERNAME"),
            d=c.D(d, "num"), ts=ts)
    else:
        n.f("\n[Last edited: {d} {ts} user {u}]", u=P(who.user, "USERNAME"), ts=ts,
            d=c.D(d, "num"))
    if rng.random() < ipp:
        n.f(" - workstation {ip}", ip=P(loc.ip(rng), "IPADDR"))
    n.add("\n")


def cc_block(n, c, patient=True, extra=None):
    rng = c.rng
    x = c.ctx()
    n.add("\ncc: ")
    if c.cc == "US":
        n.f("{gp}, MD, {prac}\n", x)
    else:
        n.f("Dr {gp}, {prac}, ", x)
        n.put(addr(c, "gp", oneline=True))
        n.add("\n")
    if patient and rng.random() < 0.6:
        n.f("    {t} {pt}, ", x)
        n.put(addr(c, oneline=True))
        n.add(" (patient copy)\n" if rng.random() < 0.5 else "\n")
    if extra:
        n.put(extra)
        n.add("\n")


def letterhead(n, c, dept=None):
    rng = c.rng
    x = c.ctx()
    dept = dept or rng.choice(["Department of Rheumatology", "Rheumatology Department",
                               "Connective Tissue Disease Service", "Lupus & Vasculitis Service",
                               "Division of Rheumatology", "Rheumatology & Immunology"])
    if rng.random() < 0.5:
        n.f("{hosp}\n" + dept + "\n", x)
    else:
        n.f(dept + ", {hosp}\n", x)
    if rng.random() < 0.2:
        n.f(rng.choice(["Outpatients C, {bldg}, Level 2\n", "{bldg}, ground floor\n",
                        "Clinic 4, {bldg}\n"]), x)
    k = rng.random()
    if k < 0.45:
        n.f("Tel: {htel}   Fax: {hfax}\n", x)
    elif k < 0.75:
        n.f("Secretary {htel}  |  {deptmail}\n", x)
    else:
        n.f("Phone {htel}\n", x)
