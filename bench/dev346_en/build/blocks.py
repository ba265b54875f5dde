"""Shared note blocks: patient headers, signatures, letterheads, hard-negative sentences."""
import pools as PL
from core import P, account, words, agesex, site_name, idnum, username, plus, phone

SEXW = {"F": ["F", "Female", "female"], "M": ["M", "Male", "male"]}


def pt_header(n, r, c, style=None, acct=False):
    k = r.randint(0, 5) if style is None else style
    pt, cc = c.pt, c.cc
    sx = r.choice(SEXW[c.sex])
    if k == 0:
        n.f("Patient: {nm}    DOB: {dob}    {nl}: {nat}\n", nm=pt.n(r.choice(["LF", "LFU", "full"])),
            dob=c.dt(r, c.dob), nl=c.natlab, nat=c.nat)
        if c.natlab != "MRN":
            n.f("Hospital No: {m}\n", m=c.mrn)
        n.f("Address: {a}\n", a=c.addr.line(r))
    elif k == 1:
        n.f("Name ............ {nm}\nD.O.B. .......... {dob} ({a} yrs)\nSex ............. {s}\nMRN ............. {m}\n",
            nm=pt.n("fml"), dob=c.dt(r, c.dob), a=P(str(c.age), "AGE"), s=sx, m=c.mrn)
    elif k == 2:
        n.f("Patient Name: {nm}   MRN: {m}   DOB: {dob}   Age: {a}   Sex: {s}\n", nm=pt.n("LFU"), m=c.mrn,
            dob=c.dt(r, c.dob, "num"), a=P(str(c.age), "AGE"), s=sx)
    elif k == 3:
        n.f("{nm} | {dob} | {m} | {as_}\n", nm=pt.n("LF"), dob=c.dt(r, c.dob), m=c.mrn, as_=agesex(r, c.age, c.sex[0]))
    elif k == 4:
        n.f("Re: {nm}, DOB {dob}\n{a}\n{nl}: {nat}\n", nm=c.pname(r), dob=c.dt(r, c.dob), a=c.addr.line(r),
            nl=c.natlab, nat=c.nat)
    else:
        n.f("SURNAME: {l}    FORENAME(S): {f}\nDATE OF BIRTH: {dob}    AGE: {a}\nUNIT NO: {m}\n",
            l=P(pt.last.upper(), "PATIENT"), f=P((pt.first + (" " + pt.middle if pt.middle else "")).upper(), "PATIENT"),
            dob=c.dt(r, c.dob, "upper"), a=P(str(c.age), "AGE"), m=c.mrn)
    if acct or (cc == "US" and r.random() < 0.5) or r.random() < 0.12:
        lab, v = account(r, cc)
        n.f("{l}: {v}\n", l=lab, v=v)
    if r.random() < (0.45 if cc in ("US", "CA", "AU", "IE") else 0.12):
        n.f("{l}: {v}\n", l=c.hplab, v=c.hp)
    if r.random() < 0.1:
        n.f("{l}: {v}\n", l=c.ssnlab, v=c.ssn)


def sig(n, r, c, who, title, role="doc", lic=None, dated=None):
    k = r.randint(0, 4)
    dr = "Dr " if role == "doc" and c.cc not in ("US", "CA") else ("Dr. " if role == "doc" else "")
    if lic is None:
        lic = r.random() < 0.45
    if k == 0:
        n.f("\n{dr}{nm}\n{t}\n", dr=dr, nm=who.n("full"), t=title)
    elif k == 1:
        n.f("\nSigned: {nm}, {t}\n", nm=who.n(r.choice(["full", "il"])), t=title)
    elif k == 2:
        n.f("\n______________________\n{dr}{nm}  ({t})\n", dr=dr, nm=who.n("fml"), t=title)
    elif k == 3:
        n.f("\nElectronically signed by {nm} {t}\n", nm=who.n(r.choice(["full", "LF"])), t=title)
    else:
        n.f("\nYours sincerely,\n\n\n{dr}{nm}\n{t}\n", dr=dr, nm=who.n("full"), t=title)
    if lic:
        lab, v = c.lic(r, role)
        n.f("{l} {v}\n", l=lab, v=v)
    if dated is not None:
        n.f("Date: {d}\n", d=c.dt(r, dated))


def letterhead(n, r, c, site=None, addr=None, ph=None, fx=None, em=None, dept=None):
    site = site or c.hosp
    addr = addr or c.haddr
    dept = dept or r.choice(["Fracture Liaison Service", "Bone Health Clinic", "Metabolic Bone Service",
                             "Osteoporosis Service", "Department of Medicine for Older People",
                             "Bone Densitometry Unit", "Endocrinology & Bone Health"])
    n.f("{s}\n{d}\n", s=P(site.v.upper(), "HOSPITAL") if r.random() < 0.3 else site, d=dept)
    if r.random() < 0.2:
        n.f("{b}, ", b=P(r.choice(PL.BUILDINGS), "LOCATION_OTHER"))
    n.add(addr.line(r))
    n.add("\n")
    bits = []
    if ph is not False:
        bits.append(["Tel: ", ph or c.dphone])
    if fx is not False and r.random() < 0.7:
        bits.append(["Fax: ", fx or c.dfax])
    if em is not False and r.random() < 0.6:
        bits.append(["Email: ", em or c.demail])
    for i, b in enumerate(bits):
        n.add(b)
        n.add("  " if i < len(bits) - 1 else "\n")
    n.add("\n")


def negs(r, k=1):
    """Hard-negative clinical sentences (eponyms, scores, devices, public bodies)."""
    pool = [
        "History of %s." % r.choice(PL.COMORB),
        "%s documented on admission." % r.choice(PL.SCALES),
        "Previous DXA on %s; not directly comparable across manufacturers." % r.choice(PL.SCANNERS),
        "Treatment threshold per %s guidance." % r.choice(["NOGG", "NICE TA464", "SIGN 142", "RACGP/Healthy Bones Australia",
                                                           "Osteoporosis Canada 2023", "AACE/ACE 2020", "Endocrine Society",
                                                           "BHOF", "ANZBMS"]),
        "No %s sign; %s negative." % (r.choice(["Trendelenburg", "Romberg", "Babinski"]), r.choice(["Tinel", "Phalen", "Lachman"])),
        "Dental review before antiresorptive (risk of ONJ discussed; MRONJ < 1 in 10,000 at osteoporosis doses).",
        "Atypical femoral fracture warning symptoms explained (thigh/groin pain).",
        "QFracture 10-year risk %.1f%%; Garvan calculator not used." % r.uniform(4, 30),
        "ICD-10 %s; SNOMED CT 64859006." % r.choice(["M81.0", "M80.08", "M81.8", "Z87.310"]),
        "Calcium %.2f mmol/L, vitamin D %d nmol/L, eGFR %d." % (r.uniform(2.1, 2.6), r.randint(20, 110), r.randint(25, 90)),
        "Hip protectors declined. Vivid %s alarm pendant in use." % r.choice(["Tunstall", "Careline", "red"]),
        "Reviewed against the %s." % r.choice(PL.SCALES),
        "Trabecular bone score (TBS) %.3f." % r.uniform(1.1, 1.45),
        "Heel QUS not used for diagnosis.",
    ]
    return " ".join(r.sample(pool, k))


def age_phrase(r, c):
    a = c.age
    k = r.randint(0, 5)
    if k == 0:
        return [P(str(a), "AGE"), "-year-old"]
    if k == 1:
        return [P(str(a), "AGE"), " year old"]
    if k == 2:
        return ["aged ", P(str(a), "AGE")]
    if k == 3:
        return [P(words(a), "AGE"), "-year-old"]
    if k == 4:
        return [P(str(a), "AGE"), "yo"]
    return [P(str(a), "AGE"), " yrs"]


def fam_ref(r, c, i=0, style=None):
    rel, p = c.fam[i % len(c.fam)]
    style = style or r.choice(["first", "full", "full", "first"])
    return rel, p.n(style)


def social(n, r, c, label="Social: "):
    """Social history line: profession, family, country of birth, employer, care home."""
    rel, fp = c.fam[0]
    k = 2 if c.carehome is not None else r.choice([0, 1, 3, 4])
    n.add(label)
    if k == 0:
        n.f("lives with {rel} {f} in a {h} in {cty}; retired {p}", rel=rel, f=fp.n(r.choice(["first", "full"])),
            h=r.choice(["bungalow", "2-storey house", "first-floor flat", "retirement village unit"]), cty=P(c.addr.city, "CITY"),
            p=c.prof)
    elif k == 1:
        n.f("widowed, lives alone; previously worked as a {p} at {e}; {rel} {f} ({fp}) visits daily", p=c.prof,
            e=c.employer, rel=rel, f=fp.n("first"), fp=c.fam_prof)
    elif k == 2:
        n.f("resident at {ch}; NOK {rel} {f} {ph}", ch=c.carehome or P(site_name(r, PL.CAREHOME_PAT), "HOSPITAL"),
            rel=rel, f=fp.n("full"), ph=phone(r, c.cc))
    elif k == 3:
        n.f("born in {ctry}, moved here {y}; {w} {p}; {rel} {f} lives nearby", ctry=P(r.choice(PL.BIRTH_COUNTRIES), "COUNTRY"),
            y=P(str(c.dob.year + r.randint(16, 45)), "DATE"), w="works part-time as a" if c.age < 70 else "retired",
            p=c.prof, rel=rel, f=fp.n("first"))
    else:
        n.f("{p} (retired {y}); cares for {his} {rel} {f} who has dementia", p=c.prof,
            y=P(str(c.dob.year + r.randint(58, 67)), "DATE"), his="her" if c.sex == "F" else "his", rel=rel, f=fp.n("first"))
    n.add(". %s\n" % r.choice(["Ex-smoker, alcohol 4 units/week.", "Never smoked. Teetotal.", "Smokes 10/day.",
                               "Independent ADLs, walks with a stick.", "Needs help with shopping.",
                               "Interpreter required (%s)." % r.choice(["Cantonese", "Punjabi", "Polish", "Tongan", "Greek", "Somali"])]))


def pmh(n, r, c, label="PMH: "):
    from case import OTHER_MEDS
    n.add(label + "; ".join(r.sample(PL.COMORB, r.randint(2, 4))) + ".\n")
    n.add("Meds: " + ", ".join(r.sample(OTHER_MEDS, r.randint(2, 5))) + ".\n")


def footer(n, r, c):
    """EPR print footer / running page label."""
    k = r.randint(0, 3)
    n.add("\n" + "-" * r.choice([40, 60, 72]) + "\n")
    if k == 0:
        n.f("Printed by {u} on {d} {t} from {h} EPR   Page 1 of {p}\n", u=username(r, c.sec), d=c.dt(r, plus(c.anchor, r.randint(0, 9)), "num"),
            t="%02d:%02d" % (r.randint(7, 19), r.randint(0, 59)), h=c.hosp, p=str(r.randint(1, 3)))
    elif k == 1:
        n.f("{nm} | {nl} {nat} | DOB {dob}", nm=c.pt.n("LFU"), nl=c.natlab, nat=c.nat, dob=c.dt(r, c.dob, "num"))
        n.add(["\n"] if c.natlab == "MRN" else [" | ", c.mrn, "\n"])
    elif k == 2:
        n.add("CONFIDENTIAL: contains patient-identifiable information. If received in error, notify the sender and destroy.\n")
        n.f("Document ID {x}  Version 1.{v}\n", x=idnum(r, "order"), v=str(r.randint(0, 4)))
    else:
        n.f("Patient label: {nm}  {dob}  {m}  {cty}\n", nm=c.pt.n(r.choice(["LF", "full"])), dob=c.dt(r, c.dob),
            m=c.mrn, cty=P(c.addr.city, "CITY"))
