"""Shared note blocks: demographic headers, letterheads, signatures, footers."""
from phi import nm, fmt_date

DOC_ROLES_UK = ["Consultant Old Age Psychiatrist", "Consultant in Psychiatry of Old Age",
                "Consultant Geriatrician", "Consultant Psychiatrist, Older Adults"]
DOC_ROLES_CA = ["Geriatric Psychiatrist", "Geriatrician", "Care of the Elderly Physician",
                "Psychiatrist, Geriatric Mental Health"]
REG_ROLES_UK = ["Specialty Doctor", "ST5 Old Age Psychiatry", "CT2 Psychiatry", "Specialty Registrar"]
REG_ROLES_CA = ["PGY-4 Psychiatry", "Geriatric Medicine Fellow", "PGY-2 Family Medicine (COE)", "Resident"]
DOC_CRED_UK = ["MBChB MRCPsych", "BM BS FRCPsych", "MB BCh BAO MRCPsych", "MBBS MRCP", "MBChB FRCP", ""]
DOC_CRED_CA = ["MD FRCPC", "MD, FRCPC", "MD CCFP(COE)", "MD, MSc, FRCPC", "MD"]
NURSE_ROLES_UK = ["Memory Nurse Specialist", "CPN", "Admiral Nurse", "Clinical Nurse Specialist", "Community Mental Health Nurse"]
NURSE_ROLES_CA = ["Geriatric Mental Health Nurse", "Nurse Clinician", "Nurse Practitioner", "Clinical Nurse Specialist"]
NURSE_CRED_UK = ["RMN", "RGN", "RMN, BSc (Hons)", "RMN MSc"]
NURSE_CRED_CA = ["RN", "RPN", "RN(EC)", "RN, BScN"]


def lic_label(c, kind):
    if c.uk:
        return {"doc": c.R.choice(["GMC No. ", "GMC ", "GMC: ", "GMC no "]), "nurse": c.R.choice(["NMC PIN ", "NMC: "]),
                "ot": "HCPC ", "pharm": "GPhC ", "psych": "HCPC "}[kind]
    ab = c.prov_abbr
    doc = {"ON": "CPSO #", "QC": "CMQ ", "BC": "CPSBC ", "AB": "CPSA ", "NS": "CPSNS "}.get(ab, "Licence #")
    nurse = {"ON": "CNO Reg. ", "QC": "OIIQ ", "BC": "BCCNM "}.get(ab, "Reg. #")
    return {"doc": doc, "nurse": nurse, "ot": "Reg. ", "pharm": {"ON": "OCP #", "QC": "OPQ "}.get(ab, "Lic. "),
            "psych": "Reg. "}[kind]


def lic_value(c, kind):
    R = c.R
    if kind == "doc":
        return c.gmc(None)
    if kind == "nurse":
        return c.nmc()
    if kind == "ot":
        return ("OT%05d" % R.randint(10000, 99999)) if c.uk else "%07d" % R.randint(1000000, 9999999)
    if kind == "psych":
        return ("PYL%05d" % R.randint(10000, 99999)) if c.uk else "%05d" % R.randint(1000, 99999)
    return ("%07d" % R.randint(2000000, 2299999)) if c.uk else "%06d" % R.randint(100000, 699999)


def _once(c, key, options):
    """Pick once per case, so a person keeps the same job title throughout a note."""
    if key not in c.__dict__:
        c.__dict__[key] = c.R.choice(options)
    return c.__dict__[key]


def doc_role(c, senior=True):
    if senior:
        return _once(c, "_role_s", DOC_ROLES_UK if c.uk else DOC_ROLES_CA)
    return _once(c, "_role_j", REG_ROLES_UK if c.uk else REG_ROLES_CA)


def doc_cred(c):
    return _once(c, "_cred", DOC_CRED_UK if c.uk else DOC_CRED_CA)


def nurse_role(c):
    return _once(c, "_nrole", NURSE_ROLES_UK if c.uk else NURSE_ROLES_CA)


def nurse_cred(c):
    return c.R.choice(NURSE_CRED_UK if c.uk else NURSE_CRED_CA)


def dob_segs(c, style=None):
    return c.D(c.dob, style)


def demog(n, c, variant=None):
    """Demographic header in one of several hospital styles."""
    R = c.R
    v = variant if variant is not None else R.randrange(6)
    hl = c.hc_label()
    if v == 0:
        n.f("Name: {nm}    DOB: {dob} ({age}y)    {hl}: {hc}\nHospital No: {mrn}\nAddress: {addr}\n",
            nm=nm(c.pt, "PATIENT", "LF"), dob=dob_segs(c), age=c.AGE(), hl=hl, hc=(c.hc, "HEALTHPLAN"),
            mrn=(c.mrn, "MRN"), addr=c.addr())
    elif v == 1:
        n.f("Patient: {t}{nm} | DOB {dob} | {hl} {hc} | Unit no. {mrn}\n",
            t=c.ptitle + " ", nm=nm(c.pt, "PATIENT", "fml"), dob=dob_segs(c), hl=hl, hc=(c.hc, "HEALTHPLAN"),
            mrn=(c.mrn, "MRN"))
    elif v == 2:
        n.f("PATIENT: {nm}\nMRN: {mrn}    {hl}: {hc}\nDOB: {dob}    Age: {age}    Sex: {sx}\n",
            nm=nm(c.pt, "PATIENT", "L,f"), mrn=(c.mrn, "MRN"), hl=hl + ("#" if not c.uk else "."), hc=(c.hc, "HEALTHPLAN"),
            dob=dob_segs(c, "Y-m-d" if not c.uk else None), age=c.AGE(), sx=c.sex)
    elif v == 3:
        n.f("RE: {t}{nm}, DOB {dob}, {hl} {hc}\n     {addr}\n", t=c.ptitle + " ",
            nm=nm(c.pt, "PATIENT", "fl"), dob=dob_segs(c), hl=hl, hc=(c.hc, "HEALTHPLAN"), addr=c.addr())
    elif v == 4:
        n.f("{nm}   {sx}   {age} yrs   D.O.B. {dob}\nHosp# {mrn}   {hl} {hc}\n{addr}   Tel: {tel}\n",
            nm=nm(c.pt, "PATIENT", "CAPS"), sx=c.sex, age=c.AGE(), dob=dob_segs(c), mrn=(c.mrn, "MRN"), hl=hl,
            hc=(c.hc, "HEALTHPLAN"), addr=c.addr(), tel=(c.home_phone, "PHONE"))
    else:
        n.f("Surname: {l}\nForename(s): {f}\nDate of birth: {dob}\n{hl}: {hc}    Local ID: {mrn}\n",
            l=(c.pt.last.upper(), "PATIENT"), f=(c.pt.first + (" " + c.pt.middle if c.pt.middle else ""), "PATIENT"),
            dob=dob_segs(c), hl=hl, hc=(c.hc, "HEALTHPLAN"), mrn=(c.mrn, "MRN"))
        if R.random() < 0.4:
            n.f("{lab}: {ssn}\n", lab="NI number" if c.uk else "SIN", ssn=(c.ssn, "SSN"))


def gp_line(n, c, label=None):
    R = c.R
    label = label or ("GP" if c.uk else R.choice(["Family physician", "FP", "PCP"]))
    n.f("{lab}: {gp}, {prac}", lab=label, gp=c.S(c.gp, R.choice(["l", "fl", "il"])),
        prac=(c.practice.name, "HOSPITAL"))
    if R.random() < 0.5:
        n.f(", {st}, {city}", st=(c.practice.street, "STREET"), city=(c.practice.city, "CITY"))
    if R.random() < 0.6:
        n.f("  Tel {ph}", ph=(c.practice.phone, "PHONE"))
    if not c.uk or R.random() < 0.3:
        n.f("  Fax {fx}", fx=(c.practice.fax, "FAX"))
    n.t("\n")


def letterhead(n, c, site, dept=None):
    R = c.R
    if R.random() < 0.5 and c.uk:
        n.f("{trust}\n", trust=(c.trust, "ORGANIZATION"))
    n.f("{s}\n", s=(site.name, "HOSPITAL"))
    if dept:
        n.add(dept)
        n.t("\n")
    n.add(c.site_addr(site, block=R.random() < 0.5))
    n.t("\n")
    n.f("Tel: {ph}", ph=(site.phone if R.random() < 0.7 else c.ext(site.phone), "PHONE"))
    if R.random() < 0.75:
        n.f("   Fax: {fx}", fx=(site.fax, "FAX"))
    n.t("\n")
    if R.random() < 0.7:
        n.f("Email: {em}\n", em=(site.email, "EMAIL"))
    if R.random() < 0.35:
        n.f("{url}\n", url=(site.url, "URL"))
    n.t("\n")


def to_block(n, c, who):
    """Recipient address block. who in gp/patient/family/other."""
    R = c.R
    if who == "gp":
        n.f("{gp}\n{prac}\n", gp=c.S(c.gp, "fl" if R.random() < 0.5 else "il", title=True), prac=(c.practice.name, "HOSPITAL"))
        n.add(c.site_addr(c.practice, block=True))
    elif who == "patient":
        n.add(nm(c.pt, "PATIENT", R.choice(["fl", "fml", "fl"]), c.ptitle))
        n.t("\n")
        n.add(c.addr(block=True))
    else:
        p = c.nok
        n.add(nm(p, "FAMILY", "fl", R.choice(["Mrs", "Ms", "Mrs"]) if p.sex == "F" else "Mr"))
        n.t("\n")
        n.add(c.addr(street=c.street(), city=c.city if R.random() < 0.6 else c.other_city(), pc=c.pcode(), block=True))
    n.t("\n\n")


def date_line(n, c, d=None, label=None):
    d = d or c.today
    if label:
        n.f("{l}: {d}\n", l=label, d=c.D(d))
    else:
        n.f("{d}\n", d=c.D(d, c.R.choice([c.dstyle, "dMY", "dthMY"] if c.uk else [c.dstyle, "Md,Y"])))


def refs(n, c):
    """'Our ref: AO/kt' style line."""
    R = c.R
    if R.random() < 0.6:
        n.f("Our ref: {a}/{b}", a=nm(c.cons, "DOCTOR", "ini"), b=(c.sec.first[0].lower() + c.sec.last[0].lower(), "DOCTOR"))
        if R.random() < 0.6:
            n.f("/{m}", m=(c.mrn, "MRN"))
        n.t("\n")
    if R.random() < 0.3:
        n.f("Clinic date: {d}\n", d=c.D(c.today))
    if R.random() < 0.2:
        n.f("Dictated: {d}   Typed: {d2}\n", d=c.D(c.today), d2=c.D(c.today + __import__("datetime").timedelta(days=c.R.randint(2, 12))))


def signature(n, c, p, role, kind="doc", cred=None, licence=None, contact=None):
    R = c.R
    licence = R.random() < 0.45 if licence is None else licence
    close = R.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours sincerely", "Regards,", ""])
    if close:
        n.t(close + "\n\n")
    if R.random() < 0.15:
        n.t("[electronically signed]\n")
    n.add(nm(p, "DOCTOR", R.choice(["fl", "fl", "fil", "il"]) if p.middle else R.choice(["fl", "fl", "il"]),
             p.title if (p.title and R.random() < 0.6) else None))
    if cred:
        n.t(", " + cred if R.random() < 0.6 else " " + cred)
    n.t("\n" + role + "\n")
    if licence:
        n.f("{lab}{num}\n", lab=lic_label(c, kind), num=(lic_value(c, kind), "LICENSE"))
    if contact is None:
        contact = R.random() < 0.4
    if contact:
        k = R.randrange(3)
        if k == 0:
            n.f("Direct line: {ph}\n", ph=(c.clinic.phone if R.random() < 0.5 else c.ext(c.clinic.phone), "PHONE"))
        elif k == 1:
            n.f("{em}\n", em=(p.email, "EMAIL"))
        else:
            n.f("{lab} {b}\n", lab=R.choice(["Bleep", "Pager", "Bleep:"]), b=(p.bleep, "PHONE"))


def cc(n, c, who=("gp", "patient")):
    R = c.R
    lines = []
    for w in who:
        if w == "gp":
            lines.append(lambda: n.f("{gp}, {prac}", gp=c.S(c.gp, R.choice(["l", "fl"])), prac=(c.practice.name, "HOSPITAL")))
        elif w == "patient":
            lines.append(lambda: n.f("{t}{p}, {st}", t=c.ptitle + " ", p=nm(c.pt, "PATIENT", R.choice(["fl", "l"])),
                                     st=(c.addr_street, "STREET")))
        elif w == "nok":
            lines.append(lambda: n.f("{r} {p}", r=c.nok.rel.capitalize(), p=c.F(c.nok, "fl")))
        elif w == "nurse":
            lines.append(lambda: n.f("{p}, {role}, {team}", p=c.S(c.nurse, "fl"), role=nurse_role(c), team=(c.team, "HOSPITAL")))
        elif w == "file":
            lines.append(lambda: n.t("Case file"))
    n.t(R.choice(["cc: ", "cc ", "Copy to: ", "CC:\n"]))
    for i, fn in enumerate(lines):
        if i:
            n.t("; " if R.random() < 0.5 else "\n    ")
        fn()
    n.t("\n")


def ehr_footer(n, c, p, d=None):
    """EMR audit footer: username, encounter number, sometimes an IP address."""
    R = c.R
    d = d or c.today
    k = R.randrange(4)
    n.t("\n" + R.choice(["---", "", "________________________________"]) + "\n")
    if k == 0:
        n.f("Electronically signed by: {u} on {d} {tm}\n", u=(p.username, "USERNAME"), d=c.D(d),
            tm="%02d:%02d" % (R.randint(8, 18), R.randint(0, 59)))
    elif k == 1:
        n.f("Entered by {u} ({nm}) {d}\n", u=(p.username, "USERNAME"), nm=nm(p, "DOCTOR", "fl"), d=c.D(d))
    elif k == 2:
        n.f("Author: {nm} [{u}]   Status: Final   Signed {d}\n", nm=nm(p, "DOCTOR", "LF"), u=(p.username, "USERNAME"), d=c.D(d))
    else:
        n.f("Last modified by user {u}, {d} at {tm}\n", u=(p.username, "USERNAME"), d=c.D(d, "D-M-Y"),
            tm="%02d:%02d:%02d" % (R.randint(8, 20), R.randint(0, 59), R.randint(0, 59)))
    if R.random() < 0.6:
        n.f("{lab} {acc}\n", lab=R.choice(["Encounter:", "Episode no.", "Visit ID", "Contact ref:", "Encounter #", "Attendance no."]),
            acc=(acct(c), "ACCOUNT"))
    if R.random() < 0.25:
        n.f("Workstation {ip}\n", ip=(ip(R), "IPADDR"))


def acct(c):
    R = c.R
    return R.choice(["%08d" % R.randint(0, 99999999), "V%07d" % R.randint(0, 9999999), "EP-%d-%05d" % (c.today.year, R.randint(0, 99999)),
                     "%d-%04d" % (R.randint(1000, 9999), R.randint(0, 9999)), "ENC%06d" % R.randint(0, 999999)])


def ip(R):
    k = R.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (R.randint(0, 255), R.randint(1, 254))
    return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254))


def idnum(R, kind, year=None):
    yy = (year % 100) if year else R.randint(19, 25)
    if kind == "acc":
        return R.choice(["RAD-%02d-%07d" % (yy, R.randint(0, 9999999)), "A%08d" % R.randint(0, 99999999),
                         "CT%02d%06d" % (yy, R.randint(0, 999999)), "MR-%06d" % R.randint(0, 999999),
                         "%d%07d" % (R.randint(1, 9), R.randint(0, 9999999))])
    if kind == "lpa":
        return "7000-%04d-%04d" % (R.randint(0, 9999), R.randint(0, 9999))
    if kind == "cop":
        return "COP %08d" % R.randint(10000000, 19999999)
    if kind == "sg":
        return R.choice(["SG-%05d" % R.randint(0, 99999), "ASC/%d/%04d" % (2000 + yy, R.randint(0, 9999))])
    if kind == "dols":
        return R.choice(["DoLS-%d-%04d" % (2000 + yy, R.randint(0, 9999)), "LA%06d" % R.randint(0, 999999)])
    if kind == "req":
        return R.choice(["REQ %07d" % R.randint(0, 9999999), "ORD-%06d" % R.randint(0, 999999), "L%09d" % R.randint(0, 999999999)])
    if kind == "ref":
        return R.choice(["%d/%05d" % (yy, R.randint(0, 99999)), "REF-%06d" % R.randint(0, 999999),
                         "DV%07d" % R.randint(0, 9999999)])
    if kind == "pgt":
        return "PGT-%02d-%06d" % (yy, R.randint(0, 999999))
    if kind == "trial":
        return R.choice(["MEM-%03d-%04d" % (R.randint(1, 40), R.randint(0, 9999)), "SCR%05d" % R.randint(0, 99999)])
    raise ValueError(kind)


def device_id(R, kind):
    if kind == "pm":
        return R.choice(["PJN%06d" % R.randint(0, 999999), "RNB%06dS" % R.randint(0, 999999), "%s%07d" % (R.choice(["SN", "NWR", "CPK"]), R.randint(0, 9999999))])
    if kind == "ha":
        return R.choice(["%d%06d" % (R.randint(1, 2), R.randint(0, 999999)), "HA-%s%05d" % (R.choice("LR"), R.randint(0, 99999))])
    if kind == "gps":
        return R.choice(["GPS-%05X" % R.randint(0, 0xFFFFF), "35%013d" % R.randint(0, 9999999999999), "TRK%07d" % R.randint(0, 9999999)])
    if kind == "pendant":
        return R.choice(["TC%06d" % R.randint(0, 999999), "LL-%04d-%03d" % (R.randint(0, 9999), R.randint(0, 999))])
    if kind == "scanner":
        return R.choice(["%06d" % R.randint(100000, 999999), "MRC%05d" % R.randint(0, 99999), "SN%07d" % R.randint(0, 9999999)])
    raise ValueError(kind)


def bio_id(R):
    return R.choice(["FP-%05d" % R.randint(0, 99999), "FR-%06d" % R.randint(0, 999999), "PV%07d" % R.randint(0, 9999999),
                     "VP-%04d-%02d" % (R.randint(0, 9999), R.randint(0, 99)), "IRIS-%05d" % R.randint(0, 99999)])
