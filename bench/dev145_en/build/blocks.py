"""Reusable note blocks (headers, demographics, signatures, med lists...)."""
import datetime as dt

import neg as N
import pools as P


def site_addr(x):
    """Invent an address for the facility of the note (fields on a dummy object)."""
    class A:
        pass
    a = A()
    a.street = x.street()
    a.city = x.town
    a.state = x.state_pair
    a.zip = x.zipc(a.state)
    return a


def header(d, x, name, kind="HOSPITAL", title=None, fax=True, web=False):
    """Letterhead: facility name, address, phone/fax, optional web/email."""
    a = site_addr(x)
    up = x.p(0.35)
    d.nl((kind, name.upper() if up else name))
    if x.p(0.85):
        d.nl(x.addr(a))
    tel = x.phone(mobile=False)
    if fax and x.p(0.7):
        d.nl(x.ch(["Tel: ", "Ph ", "Phone: ", "T: "]), ("PHONE", tel), x.ch(["  |  Fax: ", "   Fax ", " F: "]), ("FAX", x.fax()))
    else:
        d.nl(x.ch(["Tel: ", "Phone ", "Ph: "]), ("PHONE", tel))
    if web or x.p(0.2):
        d.nl(x.ch(["Web: ", "", "Online refills: "]), ("URL", x.url(name)))
    if x.p(0.15):
        d.nl("Email: ", ("EMAIL", x.ch(["info", "rx", "dispensary", "vaccines"]) + "@" + x.org_domain(name)))
    if title:
        d.nl()
        d.nl(title.upper() if x.p(0.6) else title)
    return a


def rule(d, x):
    d.nl(x.ch(["-" * 48, "=" * 40, "_" * 36, "- - - - - - - - - - - -", ""]))


def demo(d, x, pt, fields=None, sep=None):
    """Key/value patient demographic block."""
    sep = sep or x.ch([": ", ":  ", "\t", " - "])
    fields = fields or ["name", "dob", "age", "sex", "id", "addr", "phone"]
    for f in fields:
        if f == "name":
            lab = x.ch(["Patient", "Name", "Patient name", "PATIENT", "Pt"])
            d.nl(lab + sep, x.name(pt, "PATIENT", x.ch(["lf", "full", "fml", "lf"])))
        elif f == "dob":
            lab = x.ch(["DOB", "D.O.B.", "Date of birth", "DOB"])
            if x.p(0.4):
                d.nl(lab + sep, x.dob(pt), " (", x.age(x.age_of(pt), x.ch(["yrs", "y/o", "yo"])), ")")
            else:
                d.nl(lab + sep, x.dob(pt))
        elif f == "age":
            if x.p(0.6):
                d.nl("Age" + sep, ("AGE", str(x.age_of(pt))))
        elif f == "sex":
            d.nl(x.ch(["Sex", "Gender", "Sex at birth"]) + sep, x.ch(["F", "Female"]) if pt.sex == "F" else x.ch(["M", "Male"]))
        elif f == "id":
            mrn_id(d, x, pt, sep)
        elif f == "addr":
            if pt.street is None:
                x.address(pt)
            d.nl(x.ch(["Address", "Addr", "Home address"]) + sep, x.addr(pt))
        elif f == "phone":
            if pt.phone is None:
                pt.phone = x.phone()
            d.nl(x.ch(["Phone", "Tel", "Contact no.", "Mobile", "Ph"]) + sep, ("PHONE", pt.phone))
        elif f == "email":
            pt.email = pt.email or x.email(pt)
            d.nl(x.ch(["Email", "E-mail"]) + sep, ("EMAIL", pt.email))
        elif f == "plan":
            plan(d, x, pt, sep)
        elif f == "gp":
            gp_line(d, x, sep)
        elif f == "occ":
            d.nl(x.ch(["Occupation", "Occ", "Employment"]) + sep, ("PROFESSION", x.ch(P.PROFESSIONS)),
                 *([" at ", ("ORGANIZATION", x.ch(P.EMPLOYERS))] if x.p(0.4) else []))
        elif f == "ssn":
            lab = {"US": "SSN", "CA": "SIN", "UK": "NI No"}[x.c]
            d.nl(lab + sep, ("SSN", x.ssn()))
        elif f == "nok":
            nok(d, x, pt, sep)


def mrn_id(d, x, pt, sep=": "):
    if x.c == "UK":
        if x.p(0.7):
            d.nl(x.ch(["NHS No", "NHS number", "NHS #"]) + sep, ("MRN", x.nhs()))
        else:
            d.nl(x.ch(["Hosp No", "Unit No", "PMR ID"]) + sep, ("MRN", x.mrn()))
    elif x.c == "CA":
        if x.p(0.6):
            prov = x.state_pair[1]
            lab = {"ON": "OHIP", "QC": "RAMQ", "BC": "PHN", "AB": "AHCIP"}.get(prov, "Health card")
            kind = {"ON": "ohip", "QC": "ramq", "BC": "bc", "AB": "ab"}.get(prov, "ohip")
            d.nl(lab + sep, ("HEALTHPLAN", x.healthplan(kind)))
        else:
            d.nl(x.ch(["Chart #", "MRN", "Client ID", "Patient ID"]) + sep, ("MRN", x.mrn()))
    else:
        d.nl(x.ch(["MRN", "Pt ID", "Patient #", "Profile ID", "MRN#"]) + sep, ("MRN", x.mrn()))


def plan(d, x, pt, sep=": "):
    if x.c == "UK":
        if x.p(0.5):
            d.nl("Exemption" + sep, x.ch(["age exempt", "HC2 certificate ", "MedEx certificate ", "PPC "]),
                 *([("LICENSE", x.dig(3) + " " + x.dig(3) + " " + x.dig(3))] if x.p(0.6) else []))
        else:
            d.nl("Private cover" + sep, ("ORGANIZATION", x.ch(P.INSURERS["UK"])), ", member ", ("HEALTHPLAN", x.healthplan()))
        return
    ins = x.ch(P.INSURERS[x.c])
    d.nl(x.ch(["Insurance", "Plan", "Payer", "Primary ins"]) + sep, ("ORGANIZATION", ins))
    d.nl(x.ch(["  Member ID", "  ID#", "  Cert #", "  Subscriber ID"]) + sep, ("HEALTHPLAN", x.healthplan("member" if x.c == "US" else "private")),
         *(["   Group: ", ("HEALTHPLAN", x.healthplan("group" if x.c == "US" else "private"))] if x.p(0.6) else []))


def gp_line(d, x, sep=": "):
    doc = x.staff("doc")
    lab = {"US": x.ch(["PCP", "Primary care"]), "CA": x.ch(["Family physician", "FP", "MRP"]),
           "UK": x.ch(["GP", "Registered GP", "Usual GP"])}[x.c]
    d.nl(lab + sep, x.dr(doc, x.ch(["title", "full_cred"])), ", ", ("HOSPITAL", x.clinic()),
         *([" (", x.ch(["Ph ", "tel "]), ("PHONE", x.phone()), ")"] if x.p(0.4) else []))
    return doc


def nok(d, x, pt, sep=": "):
    rel = x.ch(P.REL)
    if x.c == "US":
        rel = P.REL_US.get(rel, rel)
    fam = x.person(sex=rel_sex(x, rel), age=x.r.randint(20, 80))
    if rel in ("wife", "husband", "partner", "son-in-law", "daughter-in-law") or x.p(0.3):
        pass
    else:
        fam.last = pt.last if x.p(0.6) else fam.last
    d.nl(x.ch(["NOK", "Next of kin", "Emergency contact", "Contact"]) + sep, x.name(fam, "FAMILY", x.ch(["full", "full", "lf"])),
         " (", rel, ")", *(["  ", ("PHONE", x.phone())] if x.p(0.8) else []))
    return fam, rel


def allergies(d, x):
    d.nl(x.ch(["Allergies: ", "ALLERGIES: ", "Allergy status: ", "Allergies/ADRs: "]),
         x.ch(["NKDA", "NKDA", "penicillin - rash", "codeine - vomiting", "sulfa (hives)", "latex",
               "NKA", "egg (mild) - ok for flu vaccine", "neomycin - anaphylaxis", "gelatin", "none known",
               "trimethoprim - rash; ACE-i cough"]))


def meds(d, x, n=None, header_txt=None):
    n = n or x.r.randint(3, 8)
    d.nl(header_txt or x.ch(["Current medications:", "MEDICATIONS", "Med list:", "Active meds:", "Repeat medication:"]))
    numbered = x.p(0.5)
    for i, dr_ in enumerate(x.r.sample(N.DRUGS, n)):
        d.nl(N.drug_line(x.r, x.c, i + 1 if numbered else None, dr_))


def sign(d, x, s, when=None, style=None):
    when = when or x.today
    st = style or x.ch(["esig", "plain", "uk", "with_reg", "short"])
    time_s = x.ch(N.TIMES)
    if st == "esig":
        d.nl("Electronically signed by ", x.dr(s, "full_cred"), " on ", x.date(when), " at ", time_s)
    elif st == "plain":
        d.nl(x.dr(s, x.ch(["full_cred", "full"])))
        d.nl(s.role)
    elif st == "uk":
        d.nl(x.ch(["Signed: ", "Sig: ", "Pharmacist: ", "Completed by: "]), x.dr(s, x.ch(["full_cred", "init_last_cred", "full"])),
             "   Date: ", x.date(when))
    elif st == "with_reg":
        lab, val = x.reg(s)
        d.nl(x.dr(s, "full_cred"), "  ", lab, " ", ("LICENSE", val))
        d.nl(x.ch(["Date: ", "Signed ", ""]), x.date(when), " ", time_s)
    else:
        d.nl("-- ", ("DOCTOR", s.first[0] + s.last[0] if x.p(0.5) else s.first[0] + "." + s.last[0] + "."), " ", time_s)


def cc(d, x, n=None):
    n = n or x.r.randint(1, 2)
    d.t("cc: ")
    for i in range(n):
        doc = x.staff(x.ch(["doc", "doc", "np", "pharm"]))
        if i:
            d.t("; ")
        d.t(x.dr(doc, x.ch(["title", "full_cred"])), ", ", ("HOSPITAL", x.ch([x.clinic(), x.hospital(), x.clinic()])))
        if x.p(0.4):
            d.t(" (fax ", ("FAX", x.fax()), ")")
    d.nl()


def transcription(d, x, author):
    tr = x.person()
    ai = author.first[0] + author.last[0]
    ti = (tr.first[0] + tr.last[0]).lower()
    d0 = x.today + dt.timedelta(days=x.r.randint(0, 2))
    d.nl(("DOCTOR", ai), "/", ("DOCTOR", ti), x.ch(["   D: ", "  DD: "]), x.tdate(x.today),
         x.ch(["   T: ", "  DT: "]), x.tdate(d0))


def audit(d, x, staff_list, n=None):
    """System audit trail with usernames, workstations and IPs."""
    n = n or x.r.randint(2, 4)
    d.nl(x.ch(["Audit trail:", "AUDIT LOG", "System log:", "Record history:"]))
    sty = x.ch(["iso", x.tstyle])
    for i in range(n):
        s = x.ch(staff_list)
        when = x.today + dt.timedelta(days=x.ch([0, 0, 0, 1]))
        act = x.ch(["created", "viewed", "edited", "verified", "printed label", "submitted claim", "signed",
                    "amended sig", "released"])
        d.nl("  ", x.date(when, sty), " ", x.ch(N.TIMES), "  ",
             x.ch(["user ", "usr=", "login: ", ""]), ("USERNAME", x.username(s)), "  ", act,
             *(["  from ", ("IPADDR", x.ip())] if x.p(0.6) else []))


def vitals(d, x, label=None):
    d.nl(label or x.ch(["Vitals: ", "Obs: ", "VS: ", "Observations: "]), N.vitals(x.r, x.c))


def labs(d, x, when=None, k=None):
    when = when or x.today - dt.timedelta(days=x.r.randint(1, 40))
    pre, post = x.ch([("Labs (", ")"), ("Recent bloods (", "):"), ("Results ", ":"), ("LAB PANEL - collected ", ""),
                      ("Bloods ", ""), ("Labs drawn ", ":")])
    d.nl(pre, x.date(when), post)
    rows = N.lab_rows(x.r, k)
    tab = x.p(0.5)
    for nm, v, u, ref in rows:
        if tab:
            d.nl("  %-24s %-8s %-16s %s" % (nm, v, u, ref))
        else:
            d.nl(("  %s %s %s%s" % (nm, v, u, (" (ref " + ref + ")") if ref and x.p(0.4) else "")).rstrip())


def narrative_neg(d, x, n=2):
    for s in N.wordy(x.r, n):
        d.t(s, " ")
    d.nl()


def problem_list(d, x, n=None):
    n = n or x.r.randint(2, 5)
    d.nl(x.ch(["Problem list:", "PMH:", "Active problems:", "Diagnoses:"]))
    for code, desc in x.r.sample(N.ICD10, n):
        if x.p(0.3):
            d.nl("  - ", desc, " (", code, ")", "  dx ", x.date_partial(x.today - dt.timedelta(days=x.r.randint(200, 6000))))
        else:
            d.nl("  - ", desc, " (", code, ")" if x.c != "UK" else ")")
    if x.p(0.5):
        d.nl("  - ", x.ch(N.EPONYM_HX))


def art(n):
    """Indefinite article before an age said or written as a number."""
    return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"


def fam_mention(x, pt, rel=None):
    """A relative of the patient: (Person, relation word)."""
    rel = rel or x.ch(P.REL)
    if x.c == "US":
        rel = P.REL_US.get(rel, rel)
    f = x.person(sex=rel_sex(x, rel), age=x.r.randint(18, 85))
    if rel in ("daughter", "son", "mother", "father", "sister", "brother", "niece", "nephew",
               "granddaughter", "grandson") and x.p(0.5):
        f.last = pt.last
    return f, rel


FEM = {"wife", "mother", "daughter", "sister", "niece", "granddaughter", "aunt", "landlady", "stepdaughter",
       "daughter-in-law", "grandmother", "girlfriend"}
MASC = {"husband", "son", "father", "brother", "nephew", "grandson", "son-in-law", "uncle", "grandfather", "boyfriend"}


def rel_sex(x, rel):
    if rel in FEM:
        return "F"
    if rel in MASC:
        return "M"
    return x.ch("FM")
