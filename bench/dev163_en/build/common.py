"""Blocks shared by the genre modules: context, headers, signatures, tables."""
import clin
import phi
import places

HOLIDAYS_US = ["Thanksgiving", "Christmas", "Easter", "Memorial Day", "Labor Day", "New Year's Eve",
               "Fourth of July", "Super Bowl Sunday", "Christmas Eve", "Diwali", "Eid", "Lunar New Year"]
HOLIDAYS_CA = ["Thanksgiving", "Christmas", "Easter", "Canada Day", "Victoria Day", "Boxing Day",
               "New Year's Eve", "Saint-Jean-Baptiste", "Diwali", "Eid", "Lunar New Year", "Family Day"]


def setup(c):
    """Fix per-case dates/places and build the template context."""
    r = c.rng
    c.prior_date = phi.plus(c.adm, -r.randint(25, 900))
    c.yr_date = phi.plus(c.adm, -365 * r.randint(2, 18) - r.randint(0, 300))
    c.onset_date = phi.plus(c.adm, -r.randint(1, 8))
    c.ohosp = r.choice(places.COMMUNITY_HOSP[c.country])
    c.snf = r.choice(places.SNF[c.country])
    c.travel = r.choice(places.TRAVEL_COUNTRIES)
    c.holiday = r.choice(HOLIDAYS_US if c.country == "US" else HOLIDAYS_CA)
    c.agedx = r.randint(5, 30)
    c.clinic = r.choice(places.CLINICS[c.country])
    pcp = c.stf("pcp")
    pcp.phone = phi.phone_num(r, c.home[4])
    pcp.fax = phi.phone_num(r, c.home[4])
    c.pcp = pcp
    ctx = {
        "He": c.He, "he": c.he, "his": c.his, "His": c.His, "him": c.him, "man": c.man,
        "ptref": c.ptref,
        "prior": lambda: phi.D(c.prior_date, r.choice([c.ds, "month_year", c.ds, "mon3_year", "my_num"])),
        "yr": lambda: phi.D(c.yr_date, "year"),
        "holiday": lambda: holiday_piece(c),
        "fam0": lambda: c.famref(0),
        "pharm": ("HOSPITAL", c.pharmacy),
        "employer": ("ORGANIZATION", c.employer),
        "country": lambda: country_piece(c.travel),
        "onset": lambda: phi.D(c.onset_date, r.choice([c.dss, c.ds, "mon_d", "weekday"])),
        "agedx": ("AGE", str(c.agedx)),
        "ohosp": ("HOSPITAL", c.ohosp),
        "city": ("CITY", c.home[0]),
        "pcpref": lambda: c.doc(c.pcp),
        "snf": ("HOSPITAL", c.snf),
        "church": ("ORGANIZATION", c.church),
        "prof": ("PROFESSION", c.prof),
        "adm_s": lambda: c.Ds(c.adm),
        "ts": lambda: c.Ds(phi.plus(c.adm, 3)),
    }
    c.ctx = ctx
    return ctx


def college(c):
    """Label of the provincial/state medical licence number."""
    if c.country == "US":
        return "license #"
    return {"ON": "CPSO #", "QC": "CMQ permit #", "BC": "CPSBC #", "AB": "CPSA #"}.get(c.hcity[1], "College reg. #")


def first_sentence(text):
    i = text.find(". ")
    return text if i < 0 else text[:i + 1]


def lc(text):
    """Lower-case the first letter unless the first word is an acronym."""
    w = text.split(" ")[0]
    if len(w) > 1 and (w[1].isupper() or w[1] == "."):
        return text
    return text[0].lower() + text[1:]


def holiday_piece(c):
    h = c.holiday
    if h in ("Fourth of July",):
        return ["the ", ("DATE", h)]
    if h in ("Saint-Jean-Baptiste",):
        return [("DATE", h), " weekend"]
    return ("DATE", h)


def country_piece(name):
    if name in places.NEEDS_THE:
        return ["the ", ("COUNTRY", name)]
    return ("COUNTRY", name)


# ------------------------------------------------------------------ headers
def header(d, c, style=None, title=None):
    r = c.rng
    style = style if style is not None else r.randrange(6)
    if title:
        d.ln(title)
    if style == 0:
        d.ln("{h}  |  Department of Medicine  |  {team}", h=c.hname(True), team=c.team)
        d.ln("Patient: {n}    MRN: {m}    DOB: {dob} ({a} y.o. {s})", n=c.P("LFM"), m=("MRN", c.mrn),
             dob=c.Dt(c.dob, "us" if c.country == "US" else "iso"), a=("AGE", str(c.age)), s=c.sex)
        d.ln("CSN: {acct}    Admit date: {adm}    Unit/Bed: {u} {rm}", acct=("ACCOUNT", c.acct), adm=c.Dt(c.adm),
             u=c.unitref(), rm=("LOCATION_OTHER", c.room))
        d.ln("Attending: {att}    PCP: {pcp}", att=c.doc(c.stf("att"), "fl_cred"), pcp=c.doc(c.pcp, "fl_cred"))
    elif style == 1:
        d.ln("NAME: {n}", n=c.P("LF"))
        d.ln("MRN: {m}", m=("MRN", c.mrn))
        d.ln("DOB: {dob}    AGE/SEX: {a}/{s}", dob=c.Dt(c.dob), a=("AGE", str(c.age)), s=c.sex)
        d.ln("LOCATION: {u} / {rm}", u=c.unitref(), rm=("LOCATION_OTHER", c.room))
        d.ln("ADMITTED: {adm}    SERVICE: Internal Medicine ({team})", adm=c.Dt(c.adm), team=c.team)
        if r.random() < 0.5:
            d.ln("ACCT #: {acct}    {hl}: {hp}", acct=("ACCOUNT", c.acct), hl=c.hp_label, hp=("HEALTHPLAN", c.hp))
    elif style == 2:
        d.ln("{n} -- MRN {m} -- {ag} -- {u} {rm} -- Adm {adm}", n=c.P("LFM"), m=("MRN", c.mrn), ag=c.age_piece("compact"),
             u=c.unitref(), rm=("LOCATION_OTHER", c.room), adm=c.Ds(c.adm))
    elif style == 3:
        d.ln("{h}", h=c.hname(True))
        d.ln("Chart #: {m} | {hl}: {hp} | DOB: {dob} | Sex: {s}", m=("MRN", c.mrn), hl=c.hp_label,
             hp=("HEALTHPLAN", c.hp), dob=c.Dt(c.dob, "iso" if c.country == "CA" else "us"), s=c.sex)
        d.ln("Patient: {n} | Unit: {u} | Bed: {rm}", n=c.P("lfm"), u=c.unitref(), rm=("LOCATION_OTHER", c.room))
        d.ln("MRP: {att} | Visit #: {acct}", att=c.doc(c.stf("att"), r.choice(["dr_fl", "fl_cred"])), acct=("ACCOUNT", c.acct))
    elif style == 4:
        d.ln("Pt: {n}  ({ag})   MR#: {m}   Enc: {acct}", n=c.P("fl"), ag=c.age_piece("compact"), m=("MRN", c.mrn),
             acct=("ACCOUNT", c.acct))
        d.ln("Loc: {h} {u}, room {rm}", h=c.hname(False), u=c.unitref(), rm=("LOCATION_OTHER", c.room))
    else:
        d.ln("Patient Name ........ {n}", n=c.P("LFM"))
        d.ln("Medical Record # .... {m}", m=("MRN", c.mrn))
        d.ln("Date of Birth ....... {dob}", dob=c.Dt(c.dob))
        d.ln("Facility ............ {h}", h=c.hname(True))
        d.ln("Room ................ {rm}", rm=("LOCATION_OTHER", c.room))
    d.nl()


def sign(d, c, s, when=None, style=None, att=None):
    """Signature block for staff member s."""
    r = c.rng
    when = when or c.adm
    style = style if style is not None else r.randrange(7)
    hh = "%02d:%02d" % (r.randint(6, 23), r.randrange(60))
    if style == 0:
        d.ln("Electronically signed by {n} on {dt} at {hh}", n=c.doc(s, "fl_cred"), dt=c.Dt(when), hh=hh)
    elif style == 1:
        d.ln("{n}", n=c.doc(s, "fl_cred"))
        d.ln("Pager {p}", p=c.pgr(s))
    elif style == 2:
        d.ln("Signed: {u} ({n}) {dt} {hh}", u=("USERNAME", s.user), n=("DOCTOR", s.p.form("fl")), dt=c.Dt(when), hh=hh)
    elif style == 3:
        d.ln("-- {n}, {cr}, pgr {p}", n=("DOCTOR", s.p.form("fi_l")), cr=s.cred or "staff", p=c.pgr(s))
    elif style == 4:
        d.ln("{n} {cr} | {dt} {hh} | user: {u}", n=("DOCTOR", s.p.form("fl")), cr=s.cred, dt=c.Ds(when), hh=hh,
             u=("USERNAME", s.user))
    elif style == 5:
        d.ln("Author: {n} ({role})  Service: Medicine  Filed: {dt} {hh}",
             n=("DOCTOR", s.p.form("lf")), role=role_name(s), dt=c.Dt(when), hh=hh)
    else:
        d.ln("{n}, {cr}", n=("DOCTOR", s.p.form("fml")), cr=s.cred or "RN")
        d.ln("{dt} {hh}", dt=c.Dt(when), hh=hh)
    if att is not None:
        d.ln()
        attest(d, c, att, when)


def role_name(s):
    return {"att": "Attending Physician", "res": "Resident", "int": "Resident", "np": "Nurse Practitioner",
            "pa": "Physician Assistant", "rn": "Registered Nurse", "pharm": "Pharmacist", "sw": "Social Worker",
            "cm": "Case Manager", "cons": "Consultant", "nf": "Resident", "pcp": "Physician",
            "pt": "Physiotherapist", "ot": "Occupational Therapist", "rd": "Dietitian", "chap": "Chaplain",
            "med": "Medical Student", "charge": "Charge Nurse", "rt": "Respiratory Therapist"}.get(s.role, "Staff")


def attest(d, c, a, when):
    r = c.rng
    k = r.randrange(3)
    if k == 0:
        d.ln("Attending attestation: I saw and examined the patient with the resident team on {dt}, reviewed the "
             "data and agree with the findings and plan as documented above, with edits.", dt=c.Dt(when))
        d.ln("{n}", n=c.doc(a, "fl_cred"))
    elif k == 1:
        d.ln("Teaching physician note - seen and discussed with {res}. Agree with A/P. Key points: as above. "
             "Time spent 35 min. -- {n}", res=c.doc(c.stf("res"), "dr_l"), n=c.doc(a, "fi_l_cred"))
    else:
        d.ln("I have personally seen the patient and discussed the case with Dr. {res}. {n}, {cr}, {dt}",
             res=("DOCTOR", c.stf("res").p.last), n=("DOCTOR", a.p.form("fl")), cr=a.cred, dt=c.Ds(when))


def audit(d, c, who=None, when=None):
    """Occasional EHR audit/print footer with username, workstation IP."""
    r = c.rng
    who = who or c.stf(r.choice(["res", "int", "att", "rn"]))
    when = when or c.dc
    k = r.randrange(4)
    hh = "%02d:%02d" % (r.randint(0, 23), r.randrange(60))
    if k == 0:
        d.ln("Printed by: {u} from {ip} on {dt} {hh}", u=("USERNAME", who.user), ip=("IPADDR", phi.ip_addr(r)),
             dt=c.Dt(when), hh=hh)
    elif k == 1:
        d.ln("[Last edited {dt} {hh} by {u} @ workstation {ip}]", dt=c.Ds(when), hh=hh, u=("USERNAME", who.user),
             ip=("IPADDR", phi.ip_addr(r)))
    elif k == 2:
        d.ln("Document ID {i} | Session {ip} | Rev 3", i=("IDNUM", phi.accession(r, "order")), ip=("IPADDR", phi.ip_addr(r)))
    else:
        d.ln("Accessed by {n} ({u}) - reason: treatment - {dt}", n=("DOCTOR", who.p.form("fl")), u=("USERNAME", who.user),
             dt=c.Dt(when))


# ------------------------------------------------------------------ tables
def lab_dates(c, n):
    return [phi.plus(c.adm, i) for i in range(n)]


def labs_table(d, c, n=3, style=None):
    r = c.rng
    scen = c.scen
    n = max(1, min(n, 4))
    dates = lab_dates(c, n)
    style = style if style is not None else r.randrange(3)
    rows = [(name, vals[:n]) for name, vals in scen["labs"]]
    dst = r.choice(["md", "mdz", "mon3_d", "dmon3"] if c.country == "US" else ["iso_md", "dmon3", "mon3_d", "md"])
    if style == 0:
        d.add("%-12s" % "Lab")
        for i, dt in enumerate(dates):
            txt = phi.fdate(dt, dst)
            d.add(("DATE", txt), " " * max(1, 9 - len(txt)))
        d.nl()
        for name, vals in rows:
            d.add("%-12s" % name)
            for v in vals:
                d.add("%-9s" % (v or "--"))
            d.nl()
    elif style == 1:
        d.add("| Lab |")
        for dt in dates:
            d.add(" ", ("DATE", phi.fdate(dt, dst)), " |")
        d.nl()
        d.ln("|---|" + "---|" * n)
        for name, vals in rows:
            d.ln("| %s | %s |" % (name, " | ".join(v or "-" for v in vals)))
    else:
        for name, vals in rows:
            vs = [v for v in vals if v]
            d.ln("%s %s" % (name, " > ".join(vs)))
        d.ln("(trend {a} to {b})", a=phi.D(dates[0], dst), b=phi.D(dates[-1], dst))


def med_lines(d, meds, bullet="- "):
    for m in meds:
        d.ln(bullet + m)


def social(d, c, terse=False):
    r = c.rng
    f = c.fam(0)
    if terse:
        d.ln("SH: lives w/ {rel} {fn} in {city}. {job}. {sub}", rel=f["rel"], fn=("FAMILY", f["p"].form("f")),
             city=("CITY", c.home[0]), job=job_piece(c, True), sub=r.choice(clin.SUBSTANCE))
        return
    d.ln("Lives with {rel} {fn} in a {home} in {city}, {st}. {func}", rel=f["rel"], fn=("FAMILY", f["p"].form("fl")),
         home=r.choice(["house", "second-floor apartment", "bungalow", "trailer", "condo", "townhouse"]),
         city=("CITY", c.home[0]), st=("STATE", c.home[1] if r.random() < 0.7 else c.home[2]),
         func=r.choice(clin.FUNCTION))
    d.ln("{job}", job=job_piece(c, False))
    if r.random() < 0.3:
        f2 = c.fam(r.randrange(len(c.family)))
        d.ln("{His} {rel} {fn} is a{n} {pr} and helps with appointments.", His=c.His, rel=f2["rel"],
             fn=("FAMILY", f2["p"].form("f")), n="n" if f2["prof"][0] in "aeiou" else "", pr=("PROFESSION", f2["prof"]))
    if c.born and r.random() < 0.8:
        d.ln("Born in {ct}; moved to {cc} {ago}. Speaks {lang}.", ct=country_piece(c.born),
             cc=("COUNTRY", "Canada") if c.country == "CA" else ["the ", ("COUNTRY", r.choice(["US", "United States"]))],
             ago=r.choice(["in her twenties" if c.sex == "F" else "in his twenties", "as a child", "about 15 years ago"]),
             lang=r.choice(["English well", "limited English, interpreter used", "English and " + lang_of(c.born)]))
    d.ln("{sub}", sub=r.choice(clin.SUBSTANCE))
    if r.random() < 0.4:
        d.ln("Active member of {ch}; pastor/faith leader involved.", ch=("ORGANIZATION", c.church))


LANGS = {"Mexico": "Spanish", "El Salvador": "Spanish", "Guatemala": "Spanish", "Honduras": "Spanish", "Peru": "Spanish",
         "Cuba": "Spanish", "Dominican Republic": "Spanish", "Nigeria": "Yoruba", "Ghana": "Twi", "Somalia": "Somali",
         "Ethiopia": "Amharic", "Eritrea": "Tigrinya", "China": "Mandarin", "South Korea": "Korean", "Vietnam": "Vietnamese",
         "India": "Punjabi", "Pakistan": "Urdu", "Bangladesh": "Bengali", "Sri Lanka": "Tamil", "Lebanon": "Arabic",
         "Iran": "Farsi", "Syria": "Arabic", "Egypt": "Arabic", "Poland": "Polish", "Ukraine": "Ukrainian",
         "Romania": "Romanian", "Italy": "Italian", "Greece": "Greek", "Portugal": "Portuguese", "Brazil": "Portuguese",
         "Philippines": "Tagalog", "Haiti": "Haitian Creole", "Jamaica": "Patois", "Guyana": "Creolese",
         "Turkey": "Turkish", "Ireland": "Irish", "Scotland": "Gaelic"}


def lang_of(country):
    return LANGS.get(country, "French")


def job_piece(c, terse):
    r = c.rng
    p = ("PROFESSION", c.prof)
    org = ("ORGANIZATION", c.employer)
    if c.retired:
        if terse:
            return ["retired ", p]
        return r.choice([["Retired ", p, " (worked at ", org, " for 30 years)."], ["Retired ", p, "."],
                         ["Former ", p, ", on a pension."]])
    if terse:
        return r.choice([["works as ", "a " if c.prof[0] not in "aeiou" else "an ", p], [p, " @ ", org]])
    return r.choice([["Works as a " if c.prof[0] not in "aeiou" else "Works as an ", p, " at ", org, "."],
                     ["Occupation: ", p, ". Employer: ", org, "."],
                     ["Employed full time as a " if c.prof[0] not in "aeiou" else "Employed full time as an ", p, "."],
                     ["Currently on disability; previously a " if c.prof[0] not in "aeiou" else "Currently on disability; previously an ", p, " at ", org, "."]])


def family_contacts(d, c, label="Emergency contact", n=None):
    r = c.rng
    n = n or len(c.family)
    for f in c.family[:n]:
        k = r.randrange(4)
        if k == 0:
            d.ln("{lab}: {nm} ({rel}) {ph}", lab=label, nm=("FAMILY", f["p"].form("fl")), rel=f["rel"], ph=("PHONE", f["phone"]))
        elif k == 1:
            d.ln("{lab}: {rel} - {nm}, cell {ph}", lab=label, rel=f["rel"].capitalize(), nm=("FAMILY", f["p"].form("fl")),
                 ph=("PHONE", f["phone"]))
        elif k == 2:
            d.ln("{lab}: {nm} / {rel} / {ph} / {em}", lab=label, nm=("FAMILY", f["p"].form("LF")), rel=f["rel"],
                 ph=("PHONE", f["phone"]), em=("EMAIL", f["email"]))
        else:
            d.ln("{lab}: {rel} {nm} @ {ph}", lab=label, rel=f["rel"], nm=("FAMILY", f["p"].form("f")), ph=("PHONE", f["phone"]))


def device_line(d, c, lead="Device"):
    r = c.rng
    kinds = c.scen.get("device") or ["CPAP machine", "dual-chamber pacemaker", "home oxygen concentrator", "loop recorder"]
    kind = r.choice(kinds)
    info = [k for k in phi.DEVICE_KINDS if k[0] == kind][0]
    d.ln("{lead}: {kind} ({model}), {lab} {sn}", lead=lead, kind=kind, model=info[1], lab=info[2],
         sn=("DEVICE", phi.device_serial(r, kind)))
    return True
