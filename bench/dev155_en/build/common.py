"""Shared blocks (headers, signatures, vitals, labs) for dev155_en genres."""
import datetime as dt

import pools as PL
from phi import P, D, NB, digits, fmt_date, holiday, state_lic, dea, pager, phone


def vitals(r, preg=False):
    sbp, dbp = r.randrange(98, 146), r.randrange(58, 94)
    parts = [f"BP {sbp}/{dbp}", f"HR {r.randrange(58, 112)}", f"T {r.choice(['98.1', '98.6', '97.9', '99.0', '36.8 C'])}",
             f"RR {r.randrange(12, 20)}", f"SpO2 {r.randrange(95, 101)}% RA", f"Wt {r.randrange(52, 118)}.{r.randrange(10)} kg"]
    if not preg:
        parts.append(f"BMI {r.randrange(19, 41)}.{r.randrange(10)}")
    sep = r.choice([" | ", ", ", "  ", "; "])
    return sep.join(parts)


def labs_line(r, preg=False):
    items = [f"Hgb {r.randrange(95, 141) / 10:.1f} g/dL", f"Hct {r.randrange(29, 43)}%", f"Plt {r.randrange(140, 390)} K/uL",
             f"WBC {r.randrange(45, 140) / 10:.1f}", f"TSH {r.randrange(5, 45) / 10:.1f} mIU/L", f"HbA1c {r.randrange(48, 74) / 10:.1f}%",
             f"glucose {r.randrange(72, 160)} mg/dL", f"Cr {r.randrange(5, 11) / 10:.1f}", f"ferritin {r.randrange(6, 90)} ng/mL"]
    if preg:
        items += [f"1-hr GCT {r.randrange(88, 170)} mg/dL", "RPR nonreactive", "HIV Ag/Ab negative", "HBsAg negative",
                  f"Rh {r.choice(['positive', 'negative'])}", "rubella immune", f"GBS {r.choice(['negative', 'positive', 'pending'])}",
                  "urine protein/creatinine 0.12"]
    r.shuffle(items)
    return ", ".join(items[:r.randrange(3, 7)])


def gp(r):
    g = r.randrange(1, 6)
    p = r.randrange(0, g)
    t = r.randrange(0, p + 1)
    ab = r.randrange(0, g - p + 1) if g > p else 0
    return f"G{g}P{t}{p - t}{ab}{p}"


def ga(r, lo=6, hi=41):
    w = r.randrange(lo, hi + 1)
    d = r.randrange(0, 7)
    return r.choice([f"{w}w{d}d", f"{w}+{d}", f"{w} weeks {d} days", f"{w} {d}/7 wks"])


def header(nb, r, c, title, date_label="Date of service", doc=None):
    """A header block in one of several layouts."""
    doc = doc or c.docs[0]
    k = r.randrange(5)
    if k == 0:
        nb.f("{clinic}\n{addr}\nPhone {ph}  Fax {fx}\n\n{title}\n\n", clinic=P(c.clinic, "HOSPITAL"),
             addr=c.clinic_addr_p(), ph=P(c.clinic_phone, "PHONE"), fx=P(c.clinic_fax, "FAX"), title=title.upper())
        nb.f("Patient: {n}\nDOB: {dob}\nMRN: {mrn}\n{dl}: {d}\nProvider: {doc}\n\n", n=c.pt.form(r, "caps"),
             dob=c.dob_p(), mrn=P(c.mrn, "MRN"), dl=date_label, d=c.date(), doc=doc.sig(r))
    elif k == 1:
        nb.f("{title} -- {clinic}\n", title=title, clinic=P(c.clinic, "HOSPITAL"))
        nb.f("Name: {n}   Age: {a}   Sex: F\nMRN {mrn}   Acct {acct}   Visit date {d}\n", n=c.pt.form(r, "lastfirst"),
             a=P(str(c.age), "AGE"), mrn=P(c.mrn, "MRN"), acct=P(c.acct, "ACCOUNT"), d=c.date(style="mdy0"))
        nb.f("Insurance: {ins}  Member # {mem}\nPCP: {doc}\n\n", ins=P(c.insurer, "ORGANIZATION"),
             mem=P(c.member, "HEALTHPLAN"), doc=doc.sig(r))
    elif k == 2:
        nb.f("| Patient | {n} | MRN | {mrn} |\n| DOB | {dob} | Encounter | {acct} |\n| Clinic | {cl} | Seen | {d} |\n\n",
             n=c.pt.form(r, "full"), mrn=P(c.mrn, "MRN"), dob=c.dob_p("mdy0"), acct=P(c.acct, "ACCOUNT"),
             cl=P(c.clinic, "HOSPITAL"), d=c.date(style="mdy0"))
        nb.f("{title}\n\n", title=title)
    elif k == 3:
        nb.f("{title}\n{n} ({dob}) #{mrn}\n{d} at {cl}, with {doc}\n\n", title=title.upper(), n=c.pt.form(r, "full"),
             dob=c.dob_p(), mrn=P(c.mrn, "MRN"), d=c.date(style=r.choice(["wd_long", "long", "mdy"])),
             cl=P(c.clinic, "HOSPITAL"), doc=doc.sig(r))
    else:
        nb.f("PATIENT NAME........ {n}\nDATE OF BIRTH....... {dob}\nMED REC NO.......... {mrn}\nENCOUNTER DATE...... {d}\n"
             "ATTENDING........... {doc}\nLOCATION............ {cl}\n\n", n=c.pt.form(r, "caps"), dob=c.dob_p("mdy0"),
             mrn=P(c.mrn, "MRN"), d=c.date(style="mdy0"), doc=[P(f"{doc.last.upper()}, {doc.first.upper()}", "DOCTOR")],
             cl=P(c.clinic, "HOSPITAL"))
        nb.f("{title}\n\n", title=title)


def signature(nb, r, c, doc=None, when=None):
    doc = doc or c.docs[0]
    when = when or c.today
    k = r.randrange(6)
    hh = f"{r.randrange(7, 22):02d}:{r.randrange(60):02d}"
    if k == 0:
        nb.f("\nElectronically signed by {d} on {w} at {t}\n", d=doc.sig(r, "credc"), w=D(r, when, "mdy0"), t=hh)
    elif k == 1:
        nb.f("\n{d}\n{cl}\nNPI {npi}\n", d=doc.sig(r, "credc"), cl=P(c.clinic, "HOSPITAL"), npi=P(doc.npi, "LICENSE"))
    elif k == 2:
        sc = PersonLite(r)
        nb.f("\nScribed by {s} in the presence of {d}. I have reviewed and agree. -- {d2}, {w}\n", s=P(sc, "DOCTOR"),
             d=doc.sig(r), d2=P(f"{doc.first[0]}{doc.last[0]}", "DOCTOR"), w=D(r, when, "mdyy"))
    elif k == 3:
        nb.f("\n____________________\n{d}\nLic. {lic}   DEA {dea}\nPager {pg}\n", d=doc.sig(r, "cred"),
             lic=P(state_lic(r, c.st), "LICENSE"), dea=P(dea(r), "LICENSE"), pg=P(doc.pager, "PHONE"))
    elif k == 4:
        nb.f("\nD: {w1} {t}  T: {w2}\n{ini}/{tr}\n", w1=D(r, when, "mdy0"), t=hh, w2=D(r, when + dt.timedelta(days=r.randrange(0, 2)), "mdy0"),
             ini=P(f"{doc.first[0]}{doc.last[0]}", "DOCTOR"), tr=P(r.choice(["jk", "mrt", "ls", "dbw", "ap"]), "DOCTOR"))
    else:
        nb.f("\n-- {d} ({cred}), {cl}, tel {ph}\n", d=doc.full(), cred=doc.cred, cl=P(c.clinic, "HOSPITAL"),
             ph=P(c.clinic_phone, "PHONE"))


def PersonLite(r):
    return f"{r.choice(PL.FEMALE_FIRST + PL.MALE_FIRST)} {r.choice(PL.SURNAMES)}"


def social(nb, r, c):
    """Social history sentence(s) with profession, employer, partner, etc."""
    k = r.randrange(4)
    if k == 0:
        nb.f("Works as a {prof} at {emp}. Lives with {role} {pn} ({pp}) in {city}. ", prof=P(c.prof, "PROFESSION"),
             emp=P(c.employer, "ORGANIZATION"), role=c.partner_role, pn=c.partner.full(), pp=P(c.partner_prof, "PROFESSION"),
             city=P(c.city, "CITY"))
    elif k == 1:
        nb.f("Occupation: {prof}. Born in {ctry}, moved to {st} in {y}. {role} {pn} is a {pp}. ",
             prof=P(c.prof, "PROFESSION"), ctry=P(c.country, "COUNTRY"), st=P(c.state, "STATE"),
             y=P(str(c.today.year - r.randrange(2, 15)), "DATE"), role=c.partner_role.capitalize(),
             pn=c.partner.form(r, "first"), pp=P(c.partner_prof, "PROFESSION"))
    elif k == 2:
        nb.f("Former {prof}, now taking classes at {sch}. Attends {ch}. Mother {mn} helps with childcare. ",
             prof=P(c.prof, "PROFESSION"), sch=P(r.choice(PL.SCHOOLS[1:2] + PL.SCHOOLS[3:4]), "ORGANIZATION"), ch=P(c.church, "ORGANIZATION"),
             mn=c.mother.full())
    else:
        nb.f("She is a {prof} ({emp}); {role} {pn} works as a {pp}. ", prof=P(c.prof, "PROFESSION"),
             emp=P(c.employer, "ORGANIZATION"), role=c.partner_role, pn=c.partner.full(), pp=P(c.partner_prof, "PROFESSION"))
    nb.add(r.choice(["Never smoker. ", "Quit smoking 3 years ago. ", "Vapes daily. ", "No tobacco. "]))
    nb.add(r.choice(["Alcohol: none. ", "Alcohol 1-2 drinks/week (none in pregnancy). ", "No EtOH. "]))
    nb.add(r.choice(["Feels safe at home.\n", "Denies IPV; screened privately.\n", "No drug use. Safe at home.\n"]))
