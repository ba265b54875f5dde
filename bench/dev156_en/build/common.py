"""Shared header, signature and footer blocks."""
import datetime as dt
from doc import P
import phi
import pools as PL

CRED_DOC = ["MD", "DO", "MD, FRCPC", "MD, FAAP", "MBBS", "MD PhD"]
CRED_RN = ["RN", "RN, BSN", "NNP-BC", "NP", "RN, IBCLC", "CPNP", "RRT", "PharmD", "AuD, CCC-A", "MSW, RSW"]
TITLES = ["Dr. ", "Dr ", ""]


def pt(rng, c, forms=None):
    forms = forms or ["full", "first", "first", "lf", "last"]
    return phi.name_form(rng, c.pt, "PATIENT", forms)


def baby(rng, c):
    """Newborn reference: 'Baby Girl' stays outside the span."""
    bg = "Baby Girl " if c.sex == "F" else "Baby Boy "
    k = rng.random()
    if k < 0.35:
        return [rng.choice([bg, bg.upper(), "BG " if c.sex == "F" else "BB "]), P(c.last, "PATIENT")]
    if k < 0.5:
        return [P(c.last.upper() + ", " + ("BABY GIRL" if c.sex == "F" else "BABY BOY"), "PATIENT")] if False else \
            [P(c.last.upper(), "PATIENT"), ", " + bg.strip().upper()]
    return [pt(rng, c, ["full", "first", "lf"])]


def dname(rng, person, forms=None):
    return phi.name_form(rng, person, "DOCTOR", forms or ["full", "last", "fi", "full"])


def dr(rng, person):
    """Doctor with a title outside the span."""
    k = rng.random()
    if k < 0.5:
        return [rng.choice(["Dr. ", "Dr ", "Dr. "]), P(rng.choice([person.last, person.full()]), "DOCTOR")]
    return [P(person.full(), "DOCTOR"), ", " + rng.choice(CRED_DOC)]


def nurse(rng, person):
    return [P(rng.choice([person.full(), person.first_li(), person.full()]), "DOCTOR"), rng.choice([", ", " "]) + rng.choice(CRED_RN)]


def username(rng, person):
    f, l = person.first.lower(), "".join(ch for ch in person.last.lower() if ch.isalpha())
    return P(rng.choice([f[0] + l, f[0] + l + str(rng.randint(1, 99)), l[:6] + f[:2], f + "." + l, l + f[0]]), "USERNAME")


def time_s(rng):
    return "%02d:%02d" % (rng.randint(0, 23), rng.choice([0, 5, 12, 15, 20, 30, 34, 41, 45, 50, 58]))


def header(rng, d, c, title, date, extra=None):
    """Patient identification header in one of several layouts."""
    country = c.country
    style = rng.choice(["kv", "pipe", "aligned", "inline", "kv"])
    dob = c.dob if hasattr(c, "dob") else c.visit - dt.timedelta(days=365 * 3)
    items = [("Patient", pt(rng, c, ["lf", "LF", "full"])), ("MRN", P(c.mrn, "MRN")),
             ("DOB", phi.D(rng, dob, country)), ("Sex", c.sex)]
    if rng.random() < 0.6:
        items.append((rng.choice(["Acct", "Encounter", "Visit #", "FIN"]), P(c.acct, "ACCOUNT")))
    if rng.random() < 0.5:
        items.append((rng.choice(["Insurance", "Plan"]), [c.insurer if c.insurer in ("Medicaid", "CHIP", "OHIP", "MSP", "RAMQ", "AHCIP", "Manitoba Health", "Saskatchewan Health", "provincial health plan") else P(c.insurer, "ORGANIZATION"),
                                                         " #", P(c.hp, "HEALTHPLAN")]))
    if rng.random() < 0.25:
        items.append(("SIN" if country == "CA" else rng.choice(["SSN", "Guarantor SSN"]), P(c.ssn, "SSN")))
    items.append(("Date", phi.D(rng, date, country)))
    if extra:
        items.extend(extra)
    if style == "kv" or style == "aligned":
        d.t(title + "\n")
        if rng.random() < 0.5:
            d.p(c.hospital, "HOSPITAL").t("\n")
        w = max(len(k) for k, _ in items) + 2
        for k, v in items:
            d.t((k + ":").ljust(w) if style == "aligned" else k + ": ").add(v).t("\n")
    elif style == "pipe":
        d.p(c.hospital, "HOSPITAL").t(" | " + title + "\n")
        for i, (k, v) in enumerate(items):
            d.t(("| " if i % 3 == 0 else " ") + k + " ").add(v).t(" |" if i % 3 == 2 or i == len(items) - 1 else " |")
            if i % 3 == 2 or i == len(items) - 1:
                d.t("\n")
    else:
        d.t(title.upper() + " - ").p(c.hospital, "HOSPITAL").t("\n")
        for i, (k, v) in enumerate(items):
            d.t(k + " ").add(v).t("; " if i < len(items) - 1 else "\n")
    d.t("\n")


def sig(rng, d, c, person, date, role="doc"):
    k = rng.random()
    if role == "doc":
        nm = dr(rng, person)
    else:
        nm = nurse(rng, person)
    if k < 0.3:
        d.t("Electronically signed by ").add(nm).t(" on ").add(phi.D(rng, date, c.country)).t(" at " + time_s(rng) + "\n")
    elif k < 0.55:
        d.t("\n").add(nm).t("\n")
        d.t(rng.choice(["Pager ", "pgr ", "Pager: "])).p(phi.pager(rng), "PHONE").t("\n")
        if rng.random() < 0.5:
            d.t(rng.choice(["NPI ", "NPI: "]) if c.country == "US" else "Licence no. ").p(
                phi.npi(rng) if c.country == "US" else phi.med_licence(rng, "CA"), "LICENSE").t("\n")
    elif k < 0.8:
        d.t("-- ").add(nm).t(", ").add(phi.D(rng, date, c.country)).t(" " + time_s(rng) + "\n")
    else:
        d.t("Signed: ").add(nm).t(" | Cell ").p(phi.phone(rng, c.area), "PHONE").t(" | ").p(
            phi.email(rng, person.first, person.last), "EMAIL").t("\n")


def footer(rng, d, c, date):
    k = rng.random()
    if k < 0.3:
        d.t("\nPrinted by ").add(username(rng, c.other)).t(" from workstation ").p(phi.ip(rng), "IPADDR").t(
            " on ").add(phi.D(rng, date, c.country)).t(" " + time_s(rng) + "\n")
    elif k < 0.5:
        d.t("\n[audit] last edit user=").add(username(rng, c.res)).t(" ip=").p(phi.ip(rng), "IPADDR").t("\n")
    elif k < 0.65:
        d.t("\nDictated by ").add(dname(rng, c.doc, ["full", "last"])).t(" / transcribed by ").p(
            rng.choice([c.other.init().replace(".", "").lower(), c.other.full()]), "DOCTOR").t("\n")
    elif k < 0.8:
        d.t("\nFamily portal: ").p(phi.url(rng, rng.choice(["mychart", "kidsportal", "nicu-connect", "familylink"])), "URL").t("\n")


def lookalike(rng, n=2):
    return " ".join(rng.sample([
            "No signs of %s." % rng.choice(["Kawasaki disease", "Hirschsprung disease", "Henoch-Schonlein purpura", "Wilms tumour", "Kernig sign"]),
            "Meds: %s." % rng.choice(PL.DRUGS),
            "Na 138, K 4.6, Cl 104, HCO3 22, BUN 9, Cr 0.3, glucose 4.8 mmol/L.",
            "CBC: WBC 11.2, Hgb 15.8, Plt 245; CRP < 5.",
            "Vitals T 37.1 C, HR 142, RR 46, BP 68/39 (mean 49), SpO2 96% on RA.",
            "Seen by Social Work and Occupational Therapy.",
            "Plan discussed with the attending and charge nurse at 07:30.",
            "Pain score FLACC 0/10.",
            "Per CDC and AAP guidance; see WHO growth chart.",
            "Follow up in 2 weeks or sooner PRN.",
            "%s noted; reviewed with the team." % rng.choice(PL.EPONYMS),
            "Bilirubin 182 umol/L at 36 hours, below phototherapy threshold.",
        ], n))
