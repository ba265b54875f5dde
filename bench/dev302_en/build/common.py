"""Shared pieces: headers, demographic blocks, signatures, footers."""
import phi as H


def header(d, c, title):
    r = c.rng
    k = r.randint(0, 4)
    t = r.randint(0, 23), r.choice([0, 5, 10, 12, 18, 20, 25, 30, 35, 41, 45, 50, 55])
    if k == 0:
        d.w("{ORGANIZATION}\n", c.provider.upper() if r.random() < 0.5 else c.provider)
        d.w("{_}\n", title.upper())
        d.w("Location: {LOCATION_OTHER}    Custody ref: {IDNUM}\n", c.station, c.custody_no)
        d.w("Date: {DATE}   Time: {_}\n", c.fd(), c.ft(*t))
    elif k == 1:
        d.w("{_}\n{_}\n", title, "=" * len(title))
        d.w("{LOCATION_OTHER} | {DATE} {_} | Custody record {IDNUM}\n", c.station, c.fd(), c.ft(*t), c.custody_no)
        if c.force and r.random() < 0.6:
            d.w("Force: {ORGANIZATION}\n", c.force)
    elif k == 2:
        d.w("{_} - {LOCATION_OTHER}\n", title, c.station)
        d.w("Healthcare provider: {ORGANIZATION}   Tel {PHONE}\n", c.provider, c.prov_phone)
        d.w("Custody no. {IDNUM}    Date {DATE}\n", c.custody_no, c.fd())
    elif k == 3:
        d.w("[{ORGANIZATION} | {_}]\n", c.provider, title)
        d.w("Site: {LOCATION_OTHER}  Cell {LOCATION_OTHER}\n", c.station, c.cell)
        d.w("Ref {IDNUM} / HCR {MRN} / {DATE}\n", c.custody_no, c.hcr, c.fd())
    else:
        d.w("** {_} **\n", title.upper())
        d.w("Custody No: {IDNUM}   Incident: {IDNUM}\n", c.custody_no, c.incident)
        d.w("Suite: {LOCATION_OTHER}   Date: {DATE}\n", c.station, c.fd())
    d.nl()


def _f_name(c):
    return lambda d: d.p(c.pt_full(), "PATIENT")


def pt_block(d, c, fields, style=None):
    r = c.rng
    style = style or r.choice(["lines", "lines", "pipe", "inline"])
    items = []
    for f in fields:
        if f == "name":
            items.append(("Name" if r.random() < 0.6 else "Detained person", _f_name(c)))
        elif f == "alias" and c.nick:
            items.append(("Known as", lambda d: d.p(c.nick, "PATIENT")))
        elif f == "dob":
            if r.random() < 0.5:
                items.append(("DOB", lambda d: d.w("{DATE} ({AGE})", c.fdob(), c.age)))
            else:
                items.append(("DOB", lambda d: d.p(c.fdob(), "DATE")))
        elif f == "age":
            items.append(("Age", lambda d: d.w("{AGE}" + r.choice([" yrs", "", " years", "y"]), c.age)))
        elif f == "sex":
            items.append(("Sex", lambda d: d.t(r.choice(["M", "Male"]) if c.pt.sex == "M" else r.choice(["F", "Female"]))))
        elif f == "addr":
            if c.nfa:
                items.append(("Address", lambda d: d.t(r.choice(["NFA", "No fixed abode", "NFA - sofa surfing"]))))
            else:
                items.append(("Address", c.addr_w()))
        elif f == "phone":
            items.append(("Mobile" if r.random() < 0.5 else "Tel", lambda d: d.p(c.pphone, "PHONE")))
        elif f == "hid":
            items.append((c.hid[0], lambda d: d.p(c.hid[1], c.hid[2])))
        elif f == "ssn" and c.cc != "UK":
            items.append((c.ssn[0], lambda d: d.p(c.ssn[1], "SSN")))
        elif f == "mrn":
            items.append((r.choice(["Hosp no", "MRN", "Hospital number", "UR"]), lambda d: d.p(c.mrn, "MRN")))
        elif f == "custody":
            items.append(("Custody no", lambda d: d.p(c.custody_no, "IDNUM")))
        elif f == "pnc" and c.cc == "UK":
            items.append(("PNC ID", lambda d: d.p(c.pnc, "IDNUM")))
        elif f == "gp":
            items.append((c.T["gp"], lambda d: d.w("{HOSPITAL}", c.gp) if r.random() < 0.5 else
                          d.w("Dr {DOCTOR}, {HOSPITAL}", c.gp_doc.name(r.choice(["last", "full"])), c.gp)))
        elif f == "kin":
            items.append(("NOK", lambda d: d.w("{FAMILY} (" + c.kin_rel + ") {PHONE}", c.kin.name(r.choice(["full", "first", "fil"])), c.kin_phone)))
        elif f == "job":
            if c.job:
                items.append(("Occupation", lambda d: d.p(c.job, "PROFESSION")))
            else:
                items.append(("Occupation", lambda d: d.t(r.choice(["unemployed", "nil", "not working", "benefits"]))))
        elif f == "lang":
            if c.abroad:
                items.append(("Country of birth", lambda d: d.p(c.abroad, "COUNTRY")))
                items.append(("First language", lambda d: d.t(c.lang + (" - interpreter required" if c.lang != "English" else ""))))
            else:
                items.append(("First language", lambda d: d.t("English")))
    if style == "lines":
        for lab, fn in items:
            d.t(lab + ": ")
            fn(d)
            d.nl()
    elif style == "pipe":
        for i, (lab, fn) in enumerate(items):
            d.t("| " + lab + ": ")
            fn(d)
            d.t(" ")
            if i % 3 == 2 or i == len(items) - 1:
                d.t("|\n")
    else:
        for i, (lab, fn) in enumerate(items):
            d.t(lab + " ")
            fn(d)
            d.t("; " if i < len(items) - 1 else "\n")
    d.nl()


def sign(d, c, who="nurse", when=True):
    r = c.rng
    p, cred, reg = (c.nurse, c.nurse_cred, c.nurse_reg) if who == "nurse" else (c.fme, c.fme_cred, c.fme_reg)
    k = r.randint(0, 3)
    tm = c.ft(r.randint(0, 23), r.randint(0, 59))
    if k == 0:
        d.t("Signed: ")
        if who != "nurse" and r.random() < 0.5:
            d.t("Dr ")
        d.w("{DOCTOR}, " + cred + "   " + reg[0] + " {LICENSE}\n", p.name(r.choice(["full", "fil", "fml"])), reg[1])
        if when:
            d.w("Date/time: {DATE} {_}\n", c.fd(), tm)
    elif k == 1:
        if who != "nurse":
            d.t("Dr ")
        d.w("{DOCTOR}\n", p.name("full"))
        d.w("{_}, {ORGANIZATION}\n", cred + (" - Custody Healthcare" if who == "nurse" else " - Forensic Physician"), c.provider)
        d.w(reg[0] + ": {LICENSE}   Tel: {PHONE}\n", reg[1], c.prov_phone)
    elif k == 2:
        d.w("Completed by {DOCTOR} (" + cred + ")", p.name(r.choice(["full", "fil"])))
        if when:
            d.w(" at {_} on {DATE}", tm, c.fd())
        d.w(". Reg no. {LICENSE}\n", reg[1])
    else:
        d.w("-- {DOCTOR} " + cred + " / {USERNAME} / {DATE} {_}\n", p.name(r.choice(["fil", "full", "init"])),
            H.username(r, p) if who != "nurse" else c.user, c.fd(), tm)


def footer(d, c, prob=0.65):
    r = c.rng
    if r.random() > prob:
        return
    tm = c.ft(r.randint(0, 23), r.randint(0, 59))
    k = r.randint(0, 4)
    d.nl()
    if k == 0:
        d.w("Entered by {USERNAME} on {DATE} {_} from workstation {IPADDR}\n", c.user, c.fd(), tm, c.ip)
    elif k == 1:
        d.w("Printed {DATE} {_} by {USERNAME} - Page 1 of 1 - CONFIDENTIAL: custody healthcare record\n", c.fd(), tm, c.user)
    elif k == 2:
        d.w("Record locked by {USERNAME} | session {IPADDR} | HCR {MRN}\n", c.user, c.ip, c.hcr)
    elif k == 3:
        d.w("Audit: created {USERNAME} {DATE} {_}; last amended {USERNAME} {DATE}\n", c.user, c.fd(), tm,
            H.username(r, c.nurse2), c.fd(c.d2))
    else:
        d.w("This record contains sensitive personal data. Queries: {EMAIL} or {PHONE}. Ref {IDNUM}\n",
            H.generic_email(r, r.choice(["custody.health", "hcp.governance", "records"])), c.prov_phone, c.custody_no)
