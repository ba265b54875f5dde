"""Reusable note sections: facility headers, demographic blocks, vitals, labs,
medication and problem lists, histories, signatures, cc and transcription."""
import pools as P
import phi
from phi import shift


def facility_header(d, c, name=None, upper=None, contact=True):
    r = c.r
    name = name or c.hosp
    upper = r.random() < 0.5 if upper is None else upper
    d.line("{h}", h=("HOSPITAL", name.upper() if upper else name))
    if r.random() < 0.4:
        d.line("Division of Cardiology" if r.random() < 0.5 else r.choice(
            ["Cardiovascular Services", "Heart & Vascular Program", "Department of Medicine - Cardiology",
             "Non-Invasive Cardiology Laboratory", "Cardiac Diagnostics"]))
    if r.random() < 0.7:
        pl = phi.Place(r, c.country)
        if r.random() < 0.6:
            pl.city = c.home.city
        d.add(pl.pieces(r))
        d.t("\n")
    if contact:
        parts = []
        if r.random() < 0.9:
            parts.append([r.choice(["Tel ", "Phone: ", "T: ", "Ph "]), c.phone(ext=False)])
        if r.random() < 0.7:
            parts.append([r.choice(["Fax ", "Fax: ", "F: "]), c.fax()])
        if r.random() < 0.35:
            parts.append([("URL", phi.url(r))])
        for i, x in enumerate(parts):
            if i:
                d.t(r.choice(["  |  ", " | ", "   ", " * "]))
            d.add(x)
        if parts:
            d.t("\n")
    d.t("\n")


def _ins_line(d, c):
    r = c.r
    if c.country == "CA":
        plan = {"ON": "OHIP", "QC": "RAMQ", "BC": "MSP"}.get(c.home.abbr, "Provincial health card")
        d.line("{k}{v}{vc}", k="Health Card (" + plan + "): ",
               v=("HEALTHPLAN", phi.healthplan(r, "CA", c.home.abbr)),
               vc=" VC " + phi.letters(r, 2) if plan == "OHIP" and r.random() < 0.5 else "")
        if r.random() < 0.4:
            d.line("Supplemental: {o}  Cert # {n}", o=("ORGANIZATION", c.insurer),
                   n=("HEALTHPLAN", phi.digits(r, 9)))
    else:
        if r.random() < 0.35 and c.pt.age >= 65:
            d.line("Primary Ins: Medicare Part B   MBI: {m}", m=("HEALTHPLAN", phi.healthplan(r)))
        else:
            d.line("Insurance: {o}  Member ID: {m}{g}", o=("ORGANIZATION", c.insurer),
                   m=("HEALTHPLAN", phi.healthplan(r)),
                   g=["  Group: ", ("HEALTHPLAN", phi.group_no(r))] if r.random() < 0.5 else "")


def demo_block(d, c, fields=None, style=None):
    """Key/value demographic block. fields: list of keys."""
    r = c.r
    pt = c.pt
    fields = fields or ["name", "dob", "mrn", "acct", "date", "pcp"]
    style = style if style is not None else r.randrange(3)
    items = []
    for f in fields:
        if f == "name":
            items.append((r.choice(["Patient", "Patient Name", "Name", "PATIENT", "Pt"]),
                          [c.pname(r.choice([2, 3, 3, 0, 1]))]))
        elif f == "dob":
            v = [c.d(c.dob, r.choice(["us", "us", "iso", "us_nopad", "dmy_abbr", "long"]))]
            if r.random() < 0.6:
                v += [r.choice(["  (", " ("]) ] + c.age(r.choice([1, 3, 6, 7, 8])) + [")"] \
                    if r.random() < 0.5 else ["  Age: ", ("AGE", str(pt.age))]
            items.append((r.choice(["DOB", "Date of Birth", "D.O.B.", "Birth Date"]), v))
        elif f == "age":
            items.append(("Age/Sex", [("AGE", str(pt.age)), r.choice(["/", " / ", " "]) + pt.sex]))
        elif f == "sex":
            items.append(("Sex", ["Male" if pt.sex == "M" else "Female"]))
        elif f == "mrn":
            items.append((r.choice(["MRN", "MR #", "Med Rec #", "Chart #", "Hosp #", "Unit No."]),
                          [("MRN", c.mrn)]))
        elif f == "acct":
            items.append((r.choice(["Acct #", "Account", "Encounter #", "Visit #", "FIN", "CSN"]),
                          [("ACCOUNT", c.acct)]))
        elif f == "date":
            items.append((r.choice(["Date of Service", "DOS", "Visit Date", "Date", "Exam Date",
                                    "Study Date"]), [c.d()]))
        elif f == "pcp":
            items.append((r.choice(["PCP", "Primary Care", "Family Physician", "GP"]),
                          phi.doc_name(r, c.pcp)))
        elif f == "ref":
            items.append((r.choice(["Referring", "Referring MD", "Referred by", "Ordering"]),
                          phi.doc_name(r, c.ref)))
        elif f == "att":
            items.append((r.choice(["Attending", "Physician", "Cardiologist", "Reading MD"]),
                          phi.doc_name(r, c.att)))
        elif f == "addr":
            items.append(("Address", c.home.pieces(r)))
        elif f == "phone":
            items.append((r.choice(["Phone", "Home Ph", "Tel", "Contact #", "Cell"]), [c.phone()]))
        elif f == "email":
            items.append(("Email", [("EMAIL", phi.email(r, pt.first, pt.last))]))
        elif f == "ssn":
            items.append(("SIN" if c.country == "CA" else "SSN", [("SSN", phi.ssn(r, c.country))]))
        elif f == "loc":
            items.append(("Location", [r.choice(["CCU ", "4 West ", "Tele ", "CVICU ", "Rm "]),
                                       ("LOCATION_OTHER", "%d%s" % (r.randint(2, 9) * 100 + r.randint(1, 40), r.choice(["", "A", "B", "-1", "-2"])))]))
        elif f == "site":
            items.append(("Facility", [("HOSPITAL", c.hosp)]))
        elif f == "nok":
            items.append(("Emergency contact", [("FAMILY", c.fam.plain()), " (" + c.rel + ") ", c.phone(ext=False)]))
        elif f == "ins":
            items.append(None)
    if style == 1:
        # compact pipe line(s)
        first = True
        for it in items:
            if it is None:
                continue
            if not first:
                d.t(r.choice([" | ", "  |  "]))
            first = False
            d.t(it[0] + ": ")
            d.add(it[1])
        d.t("\n")
    else:
        w = max(len(it[0]) for it in items if it) + 2
        for it in items:
            if it is None:
                _ins_line(d, c)
                continue
            key = it[0] + ":"
            d.t(key.ljust(w) if style == 0 else key + " ")
            d.add(it[1])
            d.t("\n")
    if "ins" in fields and style == 1:
        _ins_line(d, c)
    d.t("\n")


def vitals(d, r, inline=None):
    sbp, dbp = r.randint(92, 178), r.randint(52, 98)
    hr = r.randint(48, 112)
    parts = ["BP %d/%d" % (sbp, dbp), "HR %d" % hr, "RR %d" % r.randint(12, 22),
             "SpO2 %d%% %s" % (r.randint(89, 100), r.choice(["RA", "on 2L NC", "room air"])),
             "T %.1f C" % (r.randint(359, 379) / 10), "Wt %.1f kg" % (r.randint(480, 1380) / 10)]
    if r.random() < 0.5:
        parts.append("BMI %.1f" % (r.randint(190, 440) / 10))
    if inline if inline is not None else r.random() < 0.6:
        d.line("Vitals: " + r.choice([", ", "  ", " | "]).join(parts))
    else:
        d.line("VITAL SIGNS")
        for x in parts:
            d.line("  " + x)


def labs(d, c, title=True, dated=True):
    r = c.r
    rows = [("Na", r.randint(130, 145), "mmol/L"), ("K", r.randint(33, 55) / 10, "mmol/L"),
            ("Cl", r.randint(96, 110), "mmol/L"), ("CO2", r.randint(20, 30), "mmol/L"),
            ("BUN", r.randint(8, 58), "mg/dL"), ("Cr", r.randint(6, 29) / 10, "mg/dL"),
            ("eGFR", r.randint(22, 98), "mL/min/1.73m2"), ("Glucose", r.randint(72, 260), "mg/dL"),
            ("Mg", r.randint(16, 26) / 10, "mg/dL"), ("Hgb", r.randint(85, 165) / 10, "g/dL"),
            ("WBC", r.randint(40, 145) / 10, "K/uL"), ("Plt", r.randint(110, 420), "K/uL"),
            ("INR", r.randint(9, 38) / 10, ""), ("BNP", r.randint(20, 2400), "pg/mL"),
            ("NT-proBNP", r.randint(90, 14000), "pg/mL"), ("hs-TnI", r.randint(2, 4800), "ng/L"),
            ("LDL-C", r.randint(38, 190), "mg/dL"), ("HDL", r.randint(28, 80), "mg/dL"),
            ("TG", r.randint(60, 400), "mg/dL"), ("HbA1c", r.randint(50, 110) / 10, "%"),
            ("TSH", r.randint(4, 60) / 10, "mIU/L"), ("ALT", r.randint(10, 80), "U/L"),
            ("Lp(a)", r.randint(5, 220), "nmol/L"), ("CK", r.randint(40, 900), "U/L")]
    if c.country == "CA":
        conv = {"Cr": (88.4, "umol/L"), "Glucose": (0.0555, "mmol/L"), "LDL-C": (0.0259, "mmol/L"),
                "HDL": (0.0259, "mmol/L"), "TG": (0.0113, "mmol/L"), "BUN": (0.357, "mmol/L")}
        rows = [(("Urea" if a == "BUN" else a), (round(b * conv[a][0], 1) if a in conv else b),
                 (conv[a][1] if a in conv else u)) for a, b, u in rows]
    pick = r.sample(rows, r.randint(6, 12))
    if title:
        t = r.choice(["LABS", "Labs", "Laboratory:", "RECENT LABS", "Lab results"])
        if dated:
            d.line("{t} ({dt}{acc})", t=t, dt=c.d(shift(c.date, -r.randint(0, 20)), r.choice(["us", "md", "us_short", "iso"])),
                   acc=["; acc# ", ("IDNUM", phi.idnum(r, r.choice(["L", "C", "S", "CH"]), c.date.year))] if r.random() < 0.4 else "")
        else:
            d.line(t)
    if r.random() < 0.5:
        d.line("  " + ", ".join("%s %s" % (a, b) for a, b, u in pick))
    else:
        for a, b, u in pick:
            flag = r.choice(["", "", "", " H", " L", " (H)"])
            d.line("  %-10s %-8s %s%s" % (a, b, u, flag))


def meds(d, r, k=None, title=None, numbered=None):
    k = k or r.randint(4, 11)
    ms = r.sample(P.DRUGS, k)
    d.line(title or r.choice(["MEDICATIONS:", "Current Medications", "Meds:", "MEDICATION LIST",
                              "Home medications:", "Outpatient Medications"]))
    numbered = r.random() < 0.4 if numbered is None else numbered
    for i, (n, dose, sig) in enumerate(ms):
        pre = "%d. " % (i + 1) if numbered else r.choice(["- ", "* ", "  "])
        d.line(pre + n + " " + dose + " " + sig)


def problems(d, r, k=None, title=None):
    k = k or r.randint(3, 8)
    d.line(title or r.choice(["PROBLEM LIST:", "Active Problems", "Diagnoses:", "ASSESSMENT / DX CODES"]))
    numbered = r.random() < 0.5
    for i, (code, desc) in enumerate(r.sample(P.ICD10, k)):
        if numbered:
            d.line("%d. %s (%s)" % (i + 1, desc, code))
        else:
            d.line("- %s  %s" % (code, desc))


def allergies(d, r):
    d.line("Allergies: " + r.choice(["NKDA", "No known drug allergies", "Penicillin (rash)",
                                     "Sulfa - hives; iodinated contrast - premedicate",
                                     "ACE inhibitor (angioedema)", "Codeine (nausea)",
                                     "Shellfish", "Latex", "Statins (myalgias)"]))


def social(d, c, short=False):
    r = c.r
    fam = c.fam
    out = []
    k = r.randrange(5)
    prof = ("PROFESSION", c.prof)
    if k == 0:
        d.f("Works as {a} {p} at {e}. ", a=phi.a_an(c.prof), p=prof, e=("ORGANIZATION", c.employer))
    elif k == 1:
        d.f("Retired {p}{e}. ", p=prof,
            e=[" (", ("ORGANIZATION", c.employer), ")"] if r.random() < 0.5 else "")
    elif k == 2:
        d.f("Employed by {e} as {a} {p}. ", e=("ORGANIZATION", c.employer), a=phi.a_an(c.prof), p=prof)
    elif k == 3:
        d.f("Occupation: {p}. ", p=prof)
    else:
        d.f("{pr} is {a} {p}, still working part time. ", pr="He" if c.pt.sex == "M" else "She", a=phi.a_an(c.prof),
            p=prof)
    if c.pt.nick and r.random() < 0.5:
        d.f("Goes by {n}. ", n=("PATIENT", c.pt.nick))
    rel = c.rel
    k = r.randrange(4) if c.pt.age >= 75 else r.randrange(3)
    if k == 0:
        d.f("Lives with {rel} {n} in {city}. ", rel=rel, n=("FAMILY", fam.first), city=("CITY", c.home.city))
    elif k == 1:
        fp = r.choice(P.PROFESSIONS)
        d.f("Lives in {city} with {poss} {rel}, {n}, who is {a} {p}. ",
            city=("CITY", c.home.city), poss="his" if c.pt.sex == "M" else "her", rel=rel,
            n=("FAMILY", fam.plain()), a=phi.a_an(fp), p=("PROFESSION", fp))
    elif k == 2:
        d.f("Lives alone in an apartment; {rel} {n} checks in daily. ", rel=rel, n=("FAMILY", fam.first))
    else:
        d.f("Resides at {h}. ", h=("HOSPITAL", phi.care_home(r)))
    if not short:
        d.t(r.choice(["Former smoker, quit %d years ago (%d pack-years). " % (r.randint(2, 30), r.randint(5, 60)),
                      "Never smoker. ", "Smokes 1/2 ppd. ", "Quit smoking after MI. ", "Vapes daily. "]))
        d.t(r.choice(["Alcohol: rare. ", "EtOH 2-3 beers/wk. ", "No alcohol or drugs. ",
                      "Denies illicit drug use. ", "Drinks socially. "]))
        if r.random() < 0.35:
            d.f("Born in {co}; moved to {st} in {y}. ", co=("COUNTRY", r.choice(P.COUNTRIES)),
                st=("STATE", c.home.region), y=("DATE", str(r.randint(1960, c.date.year - 2))))
    d.t("\n")


def family_hx(d, c):
    r = c.r
    rel = r.choice(["Father", "Mother", "Brother", "Sister", "Paternal uncle", "Maternal grandfather"])
    k = r.randrange(4)
    if k == 0:
        d.line("FHx: {rel} with MI at age {a}; {rel2} with HTN, DM.", rel=rel,
               a=("AGE", str(r.randint(38, 70))), rel2=r.choice(["mother", "father", "sister"]))
    elif k == 1:
        d.line("Family history: {rel} died suddenly at {a}. {rel2} had CABG at {b}.", rel=rel,
               a=("AGE", str(r.randint(30, 68))), rel2=r.choice(["Brother", "Father", "Uncle"]),
               b=("AGE", str(r.randint(45, 75))))
    elif k == 2:
        d.line("Family Hx: premature CAD - {rel} stented at {a}. No known cardiomyopathy or SCD.",
               rel=rel.lower(), a=("AGE", str(r.randint(40, 58))))
    else:
        d.line("FH: noncontributory. No family history of sudden cardiac death.")


def signature(d, c, who=None, role=None, npi=None, esig=None):
    r = c.r
    who = who or c.att
    esig = r.random() < 0.6 if esig is None else esig
    when = shift(c.date, r.choice([0, 0, 0, 1, 2]))
    tm = "%02d:%02d" % (r.randint(6, 22), r.randint(0, 59))
    if esig:
        d.line("{lbl}{n} on {dt} {tm}", lbl=r.choice(["Electronically signed by: ", "E-signed: ",
                                                          "Signed electronically by ", "Authenticated by "]),
               n=phi.doc_name(r, who, style=r.choice([2, 3, 5, 6])), dt=c.d(when, r.choice(["us", "us_nopad", "iso", "abbr"])), tm=tm)
    else:
        d.line("_____________________________")
        d.line("{n}", n=phi.doc_name(r, who, style=r.choice([2, 3, 4])))
        if role:
            d.line(role)
    if npi if npi is not None else r.random() < 0.3:
        if c.country == "CA":
            d.line("CPSO #{l}" if c.home.abbr == "ON" else "Licence #{l}",
                   l=("LICENSE", phi.med_license(r, "CA")))
        else:
            d.line("NPI: {n}", n=("LICENSE", phi.npi(r)))
    if r.random() < 0.25:
        d.line("Pager: {p}", p=("PHONE", phi.pager(r, c.country)))


def cc_block(d, c, extra=None):
    r = c.r
    ppl = [c.pcp, c.ref] + ([extra] if extra else [])
    d.t("cc: ")
    for i, p in enumerate(ppl):
        if i:
            d.t(r.choice(["; ", "\n    "]))
        d.add(phi.doc_name(r, p, style=r.choice([0, 1, 4, 2])))
        if r.random() < 0.6:
            d.f(", {h}", h=("HOSPITAL", phi.clinic(r, c.country)))
        if r.random() < 0.5:
            d.f(" (fax {f})", f=c.fax())
    d.t("\n")


def transcription(d, c, who=None):
    r = c.r
    who = who or c.att
    tr = phi.Person(r)
    a = phi.ascii_fold(who.first)[0] + (phi.ascii_fold(who.mi) if who.mi else "") + phi.ascii_fold(who.last)[0]
    b = phi.ascii_fold(tr.first)[0].lower() + phi.ascii_fold(tr.last)[0].lower()
    dd = shift(c.date, r.choice([0, 0, 1]))
    d.line("{a}/{b}", a=("DOCTOR", a.upper()), b=("DOCTOR", b))
    d.line("D: {d1} {t1}   T: {d2} {t2}", d1=c.d(dd, "us"), t1="%02d:%02d" % (r.randint(7, 20), r.randint(0, 59)),
           d2=c.d(shift(dd, r.choice([0, 1])), "us"), t2="%02d:%02d" % (r.randint(7, 23), r.randint(0, 59)))
    if r.random() < 0.6:
        d.line("Job #: {j}  Doc ID: {i}", j=("IDNUM", phi.digits(r, 6)), i=("IDNUM", phi.digits(r, 8)))


def audit(d, c, who=None):
    """EHR footer with username and workstation IP."""
    r = c.r
    who = who or phi.staff(r)
    d.line("Entered by user {u} from workstation {ip} on {dt} {tm}",
           u=("USERNAME", phi.username(r, who.first, who.last)), ip=("IPADDR", phi.ip(r)),
           dt=c.d(None, "us"), tm="%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)))


HX = ["HTN", "HLD", "T2DM on insulin", "CKD stage 3a", "remote tobacco use", "OSA on CPAP", "PAD",
      "paroxysmal AF", "HFrEF (LVEF 30%)", "CAD s/p PCI to LAD", "CABG x3", "bicuspid aortic valve",
      "COPD", "class II obesity", "prior TIA", "hypothyroidism", "CHB s/p dual-chamber PPM",
      "ischemic cardiomyopathy", "moderate AS", "HFpEF", "AAA 4.6 cm under surveillance", "DVT/PE"]


def sexword(r, sex):
    return r.choice(["man", "male", "gentleman", "M"] if sex == "M" else ["woman", "female", "lady", "F"])


def intro(d, c, lead=None):
    """'{name} is a 64-year-old man with ...' sentence (no full stop)."""
    r = c.r
    k = r.randrange(4)
    if k == 2 and r.random() < 0.35:
        name = ["Pt ", ("PATIENT", c.pt.initials(dots=r.random() < 0.6))]
    else:
        name = [c.pname(r.choice([0, 1, 4, 5]))] if k == 0 else (c.pt.ref(r) if k == 1 else
                                                                 (["Pt"] if k == 2 else ["This"]))
    hx = ", ".join(r.sample(HX, r.randint(2, 5)))
    sx = sexword(r, c.pt.sex)
    ag = c.age(r.choice([0, 0, 4, 5, 1, 3]))
    if sx == "M" or sx == "F":
        sx = "male" if sx == "M" else "female"
    d.add(name)
    d.t(" is %s " % age_article(ag[0][1]))
    d.add(ag)
    d.t(" " + sx + " with " + hx)


def age_article(v):
    v = v.lower()
    if v.startswith("eight") or v.startswith("eleven") or v.startswith("8") or v in ("11", "18"):
        return "an"
    return "a"
