"""Per-note case context and shared blocks (headers, signatures, tables)."""
import datetime as dt

import clinical as C
import pools_names as PN

D0 = dt.date(2019, 1, 7)
D1 = dt.date(2025, 6, 27)

ROLE_CREDS_US = {"surgeon": ["MD", "MD, FACS", "DO"], "nephro": ["MD", "MD, PhD", "DO"], "hep": ["MD"],
                 "cardio": ["MD"], "pulm": ["MD"], "coord": ["RN", "RN, CCTC", "BSN, RN", "RN, BSN, CCTC"],
                 "pharm": ["PharmD", "PharmD, BCTXP", "RPh"], "sw": ["LCSW", "MSW"], "diet": ["RD", "RDN"],
                 "psych": ["PhD", "PsyD"], "np": ["NP", "APRN", "FNP-C"], "pa": ["PA-C"], "resident": ["MD", "DO"],
                 "path": ["MD"], "rn": ["RN"], "lab": ["MLS(ASCP)", "CHS"], "gp": ["MD", "DO"]}
ROLE_CREDS_UK = {"surgeon": ["FRCS", "FRCS (Gen Surg)", ""], "nephro": ["FRCP", "MRCP", "PhD FRCP"],
                 "hep": ["FRCP", "MRCP"], "cardio": ["FRCP"], "pulm": ["FRCP", "MRCP"],
                 "coord": ["RN", "Transplant Coordinator", "CNS"], "pharm": ["MPharm", "Specialist Pharmacist"],
                 "sw": ["Social Worker"], "diet": ["RD"], "psych": ["DClinPsy"], "np": ["ANP", "ACP"],
                 "pa": ["PA"], "resident": ["FY2", "CT1", "ST4", "SpR"], "path": ["FRCPath"], "rn": ["RN", "Staff Nurse"],
                 "lab": ["Clinical Scientist", "HCPC"], "gp": ["MRCGP", ""]}


class Case:
    pass


def new_case(W, R, country, organ=None, post=True):
    W.c = country
    uk = country == "UK"
    W.dot = (R.random() < 0.15) if uk else (R.random() < 0.8)
    W.style = {}
    k = Case()
    k.c, k.uk = country, uk
    k.organ = organ or R.choice(C.ORGANS)
    k.aet = C.uk_spell(R.choice(C.AETIOLOGY[k.organ]), uk)
    k.txtype = R.choice(C.TX_TYPE[k.organ])
    k.visit = W.rand_date(D0, D1)
    r = R.random()
    if r < 0.04:
        k.age = R.randint(6, 17)
    elif r < 0.08:
        k.age = R.randint(79, 93)
    else:
        k.age = R.randint(19, 77)
    k.dob = k.visit - dt.timedelta(days=365 * k.age + R.randint(10, 350) + k.age // 4)
    k.age = k.visit.year - k.dob.year - ((k.visit.month, k.visit.day) < (k.dob.month, k.dob.day))
    k.txdate = k.visit - dt.timedelta(days=R.choice([R.randint(5, 60), R.randint(60, 400), R.randint(400, 4000)]))
    k.pt = W.person("PATIENT")
    k.mrn = W.mrn()
    k.nhs = W.nhs() if uk else None
    k.acct = W.acct()
    k.centre = W.hospital(centre=True)
    k.centre_addr, k.centre_city = W.address(oneline=R.random() < 0.6, county=False)
    k.tel = W.phone()
    k.fax = W.phone("FAX")
    k.addr, k.city = W.address(oneline=True)
    k.prof = W.profession()
    k.employer = W.org()
    k.cons = staff(W, R, k, "surgeon" if R.random() < 0.5 else {"kidney": "nephro", "SPK": "nephro", "liver": "hep",
                                                              "heart": "cardio", "lung": "pulm"}[k.organ])
    k.coord = staff(W, R, k, "coord")
    k.gp = staff(W, R, k, "gp")
    k.gp_practice = W.clinic()
    if k.age < 25:
        young = ["mother", "father", "sister", "brother", "mother", "father"]
        k.fam = [W.relative(k.pt, R.choice(young)) for _ in range(R.randint(1, 3))]
    else:
        k.fam = [W.relative(k.pt) for _ in range(R.randint(1, 3))]
    k.dept = R.choice({"kidney": ["Renal Transplant Unit", "Kidney Transplant Program", "Transplant Nephrology",
                                  "Renal & Transplant Services"],
                       "SPK": ["Pancreas Transplant Service", "Kidney-Pancreas Program"],
                       "liver": ["Liver Transplant Unit", "Hepatology & Liver Transplantation", "Liver Unit"],
                       "heart": ["Heart Failure & Transplant Service", "Cardiothoracic Transplant Unit"],
                       "lung": ["Lung Transplant Program", "Cardiothoracic Transplant Unit"]}[k.organ])
    return k


def staff(W, R, k, role):
    p = W.person("DOCTOR")
    p.staffrole = role
    creds = (ROLE_CREDS_UK if k.uk else ROLE_CREDS_US)[role]
    p.cred = R.choice(creds)
    if k.uk and role == "surgeon":
        p.role_title = ("Mr" if p.sex == "M" else R.choice(["Ms", "Miss", "Mrs"])) + ("." if W.dot else "")
    elif role in ("coord", "pharm", "sw", "diet", "rn", "lab", "np", "pa"):
        p.role_title = None
    else:
        p.role_title = "Dr" + ("." if W.dot else "")
    return p


ROLE_LINES_US = {"surgeon": ["Transplant Surgeon", "Attending Surgeon, Abdominal Transplant", "Surgical Director, Kidney & Pancreas Transplant",
                             "Associate Professor of Surgery"],
                 "nephro": ["Transplant Nephrologist", "Attending Physician, Transplant Nephrology", "Medical Director, Kidney Transplant"],
                 "hep": ["Transplant Hepatologist", "Attending, Hepatology & Liver Transplant"],
                 "cardio": ["Advanced Heart Failure & Transplant Cardiology", "Attending Cardiologist"],
                 "pulm": ["Transplant Pulmonologist", "Medical Director, Lung Transplant"]}
ROLE_LINES_UK = {"surgeon": ["Consultant Transplant Surgeon", "Consultant Hepatobiliary & Transplant Surgeon", "Consultant Surgeon"],
                 "nephro": ["Consultant Nephrologist", "Consultant Renal Physician", "Consultant in Renal & Transplant Medicine"],
                 "hep": ["Consultant Hepatologist", "Consultant Transplant Hepatologist"],
                 "cardio": ["Consultant Cardiologist (Heart Failure & Transplant)"],
                 "pulm": ["Consultant Respiratory & Transplant Physician"]}


def role_line(p, k, R):
    pool = (ROLE_LINES_UK if k.uk else ROLE_LINES_US).get(getattr(p, "staffrole", ""), ["Transplant Team"])
    return R.choice(pool)


def article(word):
    return "an" if word[:1].lower() in "aeiou" and not word.lower().startswith(("uni", "eu")) else "a"


def dr(p, R, style=None):
    """Staff name with the title appropriate to the person (outside the span)."""
    style = style or R.choice(["last", "last", "full", "iname"])
    core = p.n(style if style != "full" or R.random() < 0.8 else "fullmid", R)
    if p.role_title:
        return [p.role_title + " "] + core
    return core


def signed(p, R, style=None):
    """Name with credentials after it, e.g. 'Ana Ruiz, RN'."""
    style = style or R.choice(["full", "full", "fullmid", "iname", "ginit"])
    out = p.n(style, R)
    if p.cred:
        out.append(R.choice([", ", " "]) + p.cred)
    return out


def pt_name(k, R, styles=None):
    styles = styles or ["title", "title", "title", "titlefull", "given", "full"]
    return k.pt.n(R.choice(styles), R)


def pronoun(k):
    return ("he", "his", "him") if k.pt.sex == "M" else ("she", "her", "her")


def age_sex(W, R, k):
    s = "M" if k.pt.sex == "M" else "F"
    a = ("%d" % k.age, "AGE")
    return R.choice([[a, " y.o. ", s], [a, s], [a, " ", s], [a, "/", s], [a, "yo ", s]])


def header_us(d, W, R, k, title=None, provider=None):
    if title:
        d.line(title)
    style = R.randint(0, 2)
    nm = k.pt.n(R.choice(["LASTFIRST", "lastfirst", "LASTFIRST"]), R)
    if style == 0:
        d.line("Patient: {n}    MRN: {m}    DOB: {dob} ({as_})", n=nm, m=k.mrn, dob=W.date(k.dob),
               as_=age_sex(W, R, k))
        d.line("Encounter #: {a}    Date of Service: {v}", a=k.acct, v=W.date(k.visit))
    elif style == 1:
        d.line("Name: {n}", n=nm)
        if R.random() < 0.35:
            d.line("MRN: {m}  |  CSN: {a}  |  SSN: {s}", m=k.mrn, a=k.acct, s=W.ssn())
        else:
            d.line("MRN: {m}  |  CSN: {a}", m=k.mrn, a=k.acct)
        d.line("DOB: {dob}  Age: {ag}  Sex: {s}", dob=W.date(k.dob), ag=("%d" % k.age, "AGE"),
               s="Male" if k.pt.sex == "M" else "Female")
        d.line("Visit date: {v}", v=W.date(k.visit, R.choice(["num", "long"])))
    else:
        d.line("{n}  ({as_})  MR# {m}  Acct {a}", n=nm, as_=age_sex(W, R, k), m=k.mrn, a=k.acct)
        d.line("DOB {dob}   Seen {v}", dob=W.date(k.dob), v=W.date(k.visit))
    if provider is not None:
        d.line("Provider: {p}", p=signed(provider, R, "lastfirst" if R.random() < 0.4 else "full"))


def header_uk(d, W, R, k, title=None, date_label=None):
    if title:
        d.line(title)
    style = R.randint(0, 2)
    if style == 0:
        d.line("Name: {n}    DOB: {dob}", n=k.pt.n(R.choice(["LASTfirst", "titlefull", "LASTFIRST"]), R),
               dob=W.date(k.dob))
        d.line("Hospital No: {m}    NHS No: {nhs}", m=k.mrn, nhs=k.nhs)
    elif style == 1:
        d.line("{n}, DOB {dob}, NHS {nhs}, MRN {m}", n=k.pt.n(R.choice(["titlefull", "full", "LASTfirst"]), R),
               dob=W.date(k.dob), nhs=k.nhs, m=k.mrn)
    else:
        d.line("Patient: {n} ({ag} yrs)   Unit No. {m}", n=k.pt.n("LASTfirst", R), ag=("%d" % k.age, "AGE"), m=k.mrn)
        d.line("NHS Number: {nhs}   D.O.B. {dob}", nhs=k.nhs, dob=W.date(k.dob))
    if date_label is not False:
        d.line((date_label or R.choice(["Clinic date", "Date seen", "Date"])) + ": {v}", v=W.date(k.visit, R.choice(["num", "long"])))


def header(d, W, R, k, title=None, provider=None, date_label=None):
    if k.uk:
        header_uk(d, W, R, k, title, date_label)
    else:
        header_us(d, W, R, k, title, provider)


def letterhead(d, W, R, k):
    d.line("{h}", h=k.centre)
    d.line(k.dept)
    d.add(k.centre_addr, "\n")
    if R.random() < 0.5:
        d.line("Tel: {t}   Fax: {f}", t=k.tel, f=k.fax)
    else:
        d.line("Telephone {t}", t=k.tel)
        d.line("Fax {f}", f=k.fax)
    r = R.random()
    if r < 0.35:
        d.line("Email: {e}", e=W.email(generic=R.choice({"kidney": ["kidneytx", "renal.letters", "transplant.office"],
                                                         "SPK": ["pancreas.tx", "transplant.office"],
                                                         "liver": ["livertx.coord", "liver.unit", "transplant.office"],
                                                         "heart": ["hearttx", "cardiothoracic.tx"],
                                                         "lung": ["lungtx.office", "cardiothoracic.tx"]}[k.organ])))
    elif r < 0.6:
        d.line("{u}", u=W.url())


def lab_table(d, W, R, k, ncols=None, with_tac=True, start=None):
    """Cumulative lab table: dates across, analytes down."""
    ncols = ncols or R.randint(2, 4)
    day = start or k.visit
    dates = []
    for _ in range(ncols):
        dates.append(day)
        day = day - dt.timedelta(days=R.choice([2, 3, 7, 7, 14, 21, 28]))
    dates.reverse()
    base = C.lab_values(R, k.organ, k.uk, crname=R.choice(["Creat", "Cr", "Creatinine"]))
    names = [r[0] for r in base]
    cols = [dict((r[0], r[1]) for r in base)]
    for _ in dates[1:]:
        prev = cols[-1]
        nxt = {}
        for nm in names:
            v = prev[nm]
            if v == "-":
                v = base[names.index(nm)][1]
            if R.random() < 0.06:
                nxt[nm] = "-"
                continue
            try:
                x = float(v)
            except ValueError:
                nxt[nm] = v
                continue
            dec = len(v.split(".")[1]) if "." in v else 0
            spread = {"Na": 0.02, "K": 0.08, "INR": 0.06, "Alb": 0.05, "Hb": 0.06}.get(nm, 0.13)
            nxt[nm] = ("%." + str(dec) + "f") % (x * R.uniform(1 - spread, 1 + spread))
        cols.append(nxt)
    kind = R.choice(["md", "num", "md"])
    d.add("%-10s" % "")
    for i, x in enumerate(dates):
        d.add((W.date_text(x, kind), "DATE"), "   " if i < len(dates) - 1 else "")
    d.nl()
    for j, nm in enumerate(names):
        unit = base[j][2]
        d.add("%-10s" % nm)
        vals = [col.get(nm, "-") for col in cols]
        d.add("  ".join("%-8s" % v for v in vals).rstrip())
        d.add(("  " + unit) if unit and R.random() < 0.5 else "")
        d.nl()
    if with_tac:
        d.add("%-10s" % ("Tac" if R.random() < 0.5 else "FK level"))
        d.add("  ".join("%-8s" % C.tac(R) for _ in cols).rstrip())
        d.add("  ng/mL" if not k.uk else "  ug/L")
        d.nl()
    return dates


def tac_table(d, W, R, k, n=None):
    n = n or R.randint(3, 6)
    day = k.visit
    rows = []
    for _ in range(n):
        rows.append(day)
        day -= dt.timedelta(days=R.choice([3, 4, 7, 7, 10, 14]))
    rows.reverse()
    unit = "ug/L" if k.uk else "ng/mL"
    d.line(R.choice(["Tacrolimus levels:", "TACROLIMUS TROUGHS", "Tac trough trend (%s):" % unit, "FK506 levels"]))
    dose = R.choice([1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0])
    kind = R.choice(["num", "md", "dmy", "iso"])
    for x in rows:
        lvl = C.tac(R)
        note = R.choice(["", "", "", " (?timing - taken 9h post dose)", " - dose unchanged", " *H*", " L", " repeat"])
        d.line("  {dt}  {lvl} {u}  on {dose} mg {fr}{note}", dt=W.date(x, kind), lvl=lvl, u=unit,
               dose=("%g" % dose), fr="BD" if k.uk else "BID", note=note)
        dose = max(0.5, dose + R.choice([-0.5, 0, 0, 0.5, 1.0]))
    return rows


def meds_block(d, R, k, meds=None, heading=None, numbered=None):
    meds = meds or C.med_list(R, k.organ, k.uk)
    d.line(heading or R.choice(["Medications:", "Current medications:", "MEDS:", "Drug history:", "Current meds"]))
    numbered = R.random() < 0.5 if numbered is None else numbered
    for i, m in enumerate(meds):
        d.line(("%d. " % (i + 1) if numbered else R.choice(["- ", "  ", "* "])) + C.med_line(m, R, k.uk))
    return meds


def signature(d, W, R, k, p=None, role_line=None):
    p = p or k.cons
    if R.random() < 0.5:
        d.line(R.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Sincerely,"]) + "\n")
    d.line("{n}", n=dr(p, R, R.choice(["full", "fullmid", "iname"])) if p.role_title else signed(p, R))
    if role_line:
        d.line(role_line)
    if R.random() < 0.55:
        if k.uk:
            if p.role_title:
                d.line("GMC {g}", g=W.gmc())
            elif getattr(p, "staffrole", "") == "pharm":
                d.line("GPhC reg {g}", g=("2" + W.digits(6), "LICENSE"))
            else:
                d.line("NMC PIN {g}", g=W.nmc())
        else:
            d.line("NPI: {g}", g=W.npi())


def typist(d, W, R, k, p=None):
    p = p or k.cons
    ini = R.choice(PN.TYPIST_INITIALS)
    if p.family[0].isalpha():
        dd = p.given[0].upper() + p.family[0].upper()
    else:
        dd = "XX"
    if R.random() < 0.5:
        d.line("{a}/{b}", a=(dd, "DOCTOR"), b=(ini, "DOCTOR"))
    else:
        d.line("D: {d1}  T: {d2}  {b}", d1=W.date(k.visit), d2=W.date(k.visit + dt.timedelta(days=R.randint(0, 4))),
               b=(ini, "DOCTOR"))
