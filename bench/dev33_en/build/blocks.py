"""Shared building blocks for the note layouts."""
import datetime as dt

import clin
import fmt
import pools
from ctx import wchoice
from doc import P

GENRE_DX_W = {
    "palliative_care": 0, "hospice_admission": 0, "community_nursing": 0, "home_visit": 1,
    "care_home_review": 1, "pharmacist_review": 1, "telehealth_followup": 0, "discharge_planning_social_work": 1,
}


# ---------------------------------------------------------------------------
# small constructors
# ---------------------------------------------------------------------------
def D(c, d, kind="num"):
    return P(c.df.fmt(d, kind), "DATE")


def off(c, days):
    return c.d0 + dt.timedelta(days=days)


def A(n):
    return P(str(n), "AGE")


def aP(word, typ="PROFESSION"):
    """Indefinite article plus a PHI value: 'an architect'."""
    return ["an " if word[:1].lower() in "aeiou" else "a ", P(word, typ)]


def exam2(c):
    if not hasattr(c, "_exam2"):
        c._exam2 = c.R.sample(clin.EXAM, 2)
    return c._exam2


def PH(v):
    return P(v, "PHONE")


def H(v):
    return P(v, "HOSPITAL")


def ORG(v):
    return P(v, "ORGANIZATION")


def tm(c, h=None):
    R = c.R
    if h is None:
        h = R.randint(7, 19)
    m = R.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, R.randint(0, 59)])
    st = getattr(c, "tstyle", "24")
    if R.random() < 0.1:
        st = "24"
    if st == "ampm":
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
    if st == "hhmm":
        return f"{h:02d}{m:02d}"
    if st == "hrs":
        return f"{h:02d}:{m:02d} hrs"
    return f"{h:02d}:{m:02d}"


def _fmt_hm(c, h, m):
    st = getattr(c, "tstyle", "24")
    if st == "ampm":
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
    if st == "hhmm":
        return f"{h:02d}{m:02d}"
    if st == "hrs":
        return f"{h:02d}:{m:02d} hrs"
    return f"{h:02d}:{m:02d}"


def tpair(c):
    """Start and end times of a visit, in order."""
    R = c.R
    a = R.randint(8 * 60, 17 * 60) // 5 * 5
    b = a + R.choice([15, 20, 25, 30, 40, 45, 50, 60, 75, 90, 120])
    return _fmt_hm(c, a // 60, a % 60), _fmt_hm(c, b // 60, b % 60)


def maybe(c, p):
    return c.R.random() < p


def pick(c, xs):
    return c.R.choice(xs)


def dr(c):
    return "Dr." if c.loc == "US" or (c.loc == "CA" and c.R.random() < 0.5) else "Dr"


# ---------------------------------------------------------------------------
# setup
# ---------------------------------------------------------------------------
def setup(c):
    R = c.R
    idx = GENRE_DX_W[c.genre]
    cands = [x for x in clin.DX if not (x.get("male") and c.fem) and not (x.get("female") and not c.fem)]
    ws = {i: (x["w"][idx] if idx else x["w"][0] + x["w"][1] * 0.5) + 0.01 for i, x in enumerate(cands)}
    if c.age > 89:
        ws = {i: w for i, w in ws.items() if not cands[i]["cancer"] or cands[i]["key"] in ("prostate", "crc", "breast")}
    c.dx = cands[wchoice(R, ws)]
    c.comorb = R.sample(clin.COMORB, R.randint(2, 4))
    c.meds = list(c.dx["meds"])
    extra = ["paracetamol 1 g QDS", "omeprazole 20 mg OD", "senna 7.5-15 mg nocte", "bisoprolol 2.5 mg OD",
             "metformin 500 mg BD", "levothyroxine 100 micrograms OD", "amlodipine 5 mg OD", "sertraline 50 mg OD",
             "atorvastatin 20 mg nocte", "tamsulosin 400 micrograms OD", "gabapentin 300 mg TDS", "zopiclone 3.75 mg nocte",
             "mirtazapine 15 mg nocte", "ramipril 2.5 mg OD", "apixaban 2.5 mg BD", "latanoprost eye drops nocte"]
    for m in R.sample(extra, R.randint(1, 4)):
        if not any(m.split()[0] in x for x in c.meds):
            c.meds.append(m)
    c.sx = R.sample(c.dx["sx"], min(len(c.dx["sx"]), R.randint(2, 4)))
    c.dx_date = off(c, -R.randint(120, 1100 if c.dx["cancer"] else 2900))
    c.stop_date = off(c, -R.randint(10, 110))
    c.adm = off(c, -R.randint(1, 12))
    c.fu = off(c, R.randint(2, 28))
    c.tstyle = {"US": R.choice(["ampm", "24", "ampm"]), "CA": R.choice(["24", "ampm"]), "UK": R.choice(["24", "hhmm", "24"]),
                "IE": R.choice(["24", "hhmm"]), "AU": R.choice(["24", "hrs", "ampm"]), "NZ": R.choice(["24", "ampm"])}[c.loc]
    c.refstyle = wchoice(R, {"title": 5, "first": 2 if c.genre in ("community_nursing", "hospice_admission", "care_home_review", "home_visit") else 1})
    # template keys ---------------------------------------------------------
    c["PT"] = lambda: ptref(c)
    c["ptfull"] = c.pt.n("full")
    c["ptlast"] = c.pt.n("last")
    c["ptfirst"] = c.pt.n("first")
    c["age"] = A(c.age)
    c["dob"] = P(c.df.fmt(c.dob, "dob"), "DATE")
    c["d0"] = D(c, c.d0)
    c["mrn"] = P(c.mrn, "MRN")
    c["hosp"] = H(c.hosp)
    c["hospice"] = H(c.hospice)
    c["practice"] = H(c.practice)
    c["pharmacy"] = H(c.pharmacy)
    c["carehome"] = H(c.carehome)
    c["nursteam"] = H(c.nursteam)
    c["ward"] = H(c.ward)
    c["room"] = P(c.room, "LOCATION_OTHER")
    c["bed"] = P(c.bed, "LOCATION_OTHER")
    c["town"] = P(c.town, "CITY")
    c["country"] = P(c.country, "COUNTRY")
    c["prof"] = P(c.prof, "PROFESSION")
    c["dxl"] = c.dx["long"]
    c["dxs"] = c.dx["short"]
    c["gp"] = "GP"
    c["dnr"] = R.choice(clin.CODE[c.loc])
    c["score"] = R.choice(clin.SCORES[c.loc])


def ptref(c):
    R = c.R
    s = c.refstyle
    r = R.random()
    if s == "title" and r < 0.85:
        return [c.title + " ", c.pt.n("last")]
    if s == "first" and c.pt.nick and r < 0.35:
        return c.pt.n("nick")
    if s == "first" or r < 0.5:
        return c.pt.n("first")
    return [c.title + " ", c.pt.n("last")]


def hist(c):
    """Diagnosis history with DATE spans."""
    R = c.R
    t = R.choice(c.dx["hist"])
    dk = R.choice(["my", "my", "y", "mys", "num"])
    return (t, {"dx_date": D(c, c.dx_date, dk), "stop_date": D(c, c.stop_date, R.choice(["num", "num", "long", "my", "mdlong"]))})


def sx_lines(c):
    R = c.R
    out = []
    for s in c.sx:
        t = R.choice(clin.SX_TEXT.get(s, ["{s} reported."]))
        out.append(t.format(p=R.randint(2, 8), p2=R.randint(4, 9), n=R.randint(1, 5), site=R.choice(clin.SITES), s=s.capitalize()))
    return out


def obs(c):
    R = c.R
    t = R.choice(clin.OBS_TEMPL)
    sbp = R.randint(88, 152)
    return t.format(bp=f"{sbp}/{R.randint(48, min(90, sbp - 28))}", hr=R.randint(58, 118), rr=R.randint(14, 30),
                    sat=R.randint(86, 98), o2=R.choice(["RA", "room air", "2L NC", "1 L/min O2", "4 L/min"]),
                    temp=f"{R.randint(355, 381) / 10:.1f}")


# ---------------------------------------------------------------------------
# addresses
# ---------------------------------------------------------------------------
def state_p(c, st, full=False):
    if st is None:
        return None
    return P(st[0] if full else st[1], "STATE")


def addr(c, street=None, town=None, oneline=True, full_state=False, state=None, zipc=None, county=None):
    """Address as a list of parts. Defaults to the patient's address."""
    loc = c.loc
    patient = street is None
    street = street or c.street
    town = town or c.town
    st = state if state is not None else c.state
    zipc = zipc or (c.zip if patient else fmt.postcode(c.R, loc, st))
    sep = ", " if oneline else "\n"
    out = [P(street, "STREET"), sep, P(town, "CITY")]
    if loc == "US":
        out += [", ", state_p(c, st, full_state), " ", P(zipc, "ZIP")]
    elif loc == "CA":
        out += [R_sep(c, [", ", " "]), state_p(c, st, full_state), "  " if not oneline else " ", P(zipc, "ZIP")]
    elif loc == "AU":
        out += [" ", state_p(c, st, full_state), " ", P(zipc, "ZIP")]
    elif loc == "UK":
        cty = county if county is not None else (c.county if patient else None)
        if cty:
            out += [sep, P(cty, "CITY")]
        out += [sep, P(zipc, "ZIP")]
    elif loc == "NZ":
        city2 = c.city2 if patient else c.R.choice(c.towns)
        if city2 != town:
            out += [sep, P(city2, "CITY")]
        out += [" ", P(zipc, "ZIP")]
    elif loc == "IE":
        cty = county or (c.county if patient else c.R.choice(pools.IE_COUNTIES))
        out += [sep, "Co. ", P(cty, "CITY")]
        if patient or c.R.random() < 0.7:
            out += [sep, P(zipc, "ZIP")]
    return out


def R_sep(c, xs):
    return c.R.choice(xs)


def inst_addr(c, oneline=True):
    R = c.R
    street = f"{R.randint(1, 400)} {fmt.street_name(R, c.loc)}"
    town = R.choice(c.towns[:3])
    st = c.state
    return addr(c, street=street, town=town, oneline=oneline, state=st,
                county=(c.county if c.loc == "UK" and c.county and R.random() < 0.5 else None))


# ---------------------------------------------------------------------------
# identifiers block
# ---------------------------------------------------------------------------
def id_pairs(c, rich=False):
    """(label, P) pairs for the patient's identifiers."""
    loc, R = c.loc, c.R
    out = []
    if loc == "UK":
        out.append(("NHS No", P(c.nhs, "MRN")))
        if rich or R.random() < 0.6:
            out.append((R.choice(["Hosp No", "Hospital No", "MRN", "Unit No"]), P(c.mrn, "MRN")))
    elif loc == "NZ":
        out.append(("NHI", P(c.mrn, "MRN")))
        if rich or R.random() < 0.3:
            out.append(("Hosp ID", P(c.mrn2, "MRN")))
    elif loc == "AU":
        out.append((R.choice(["UR", "URN", "MRN"]), P(c.mrn, "MRN")))
        out.append((c.hp[0], P(c.hp[1], "HEALTHPLAN")))
    elif loc == "CA":
        out.append(("MRN", P(c.mrn, "MRN")))
        out.append((c.hp[0], P(c.hp[1], "HEALTHPLAN")))
    elif loc == "IE":
        out.append(("MRN", P(c.mrn, "MRN")))
        if rich or R.random() < 0.5:
            out.append(("PPSN", P(c.ssn, "SSN")))
        if rich or R.random() < 0.5:
            out.append((c.hp[0], P(c.hp[1], "HEALTHPLAN")))
    elif loc == "US":
        out.append(("MRN", P(c.mrn, "MRN")))
        if rich or R.random() < 0.5:
            out.append((c.hp[0], P(c.hp[1], "HEALTHPLAN")))
    if rich or R.random() < 0.4:
        out.append((R.choice(["Acct", "Encounter", "Visit No", "FIN", "Episode"]) if loc in ("US", "CA") else
                    R.choice(["Episode", "Visit No", "Encounter", "Acct"]), P(c.acct, "ACCOUNT")))
    return out


# ---------------------------------------------------------------------------
# signatures and footers
# ---------------------------------------------------------------------------
ROLE_TITLE = {
    "pal": {"US": ["Palliative Medicine", "Hospice Physician", "Hospice and Palliative Medicine"],
            "UK": ["Consultant in Palliative Medicine", "Specialty Registrar, Palliative Medicine", "Specialty Doctor, Palliative Care"],
            "CA": ["Palliative Care Physician", "Palliative Care Consultant"],
            "AU": ["Palliative Care Consultant", "Palliative Care Registrar", "Palliative Care Staff Specialist"],
            "NZ": ["Palliative Medicine Specialist", "Hospice Medical Officer"],
            "IE": ["Consultant in Palliative Medicine", "Registrar in Palliative Medicine"]},
    "gp": {"US": ["Primary Care Physician", "Internal Medicine", "Family Medicine"],
           "UK": ["GP Partner", "Salaried GP", "General Practitioner"],
           "CA": ["Family Physician", "Family Medicine"],
           "AU": ["General Practitioner", "GP"],
           "NZ": ["General Practitioner", "GP"],
           "IE": ["General Practitioner", "GP Principal"]},
    "hosp": {"US": ["Attending Physician", "Hospitalist"], "UK": ["Consultant Physician", "Specialty Registrar", "FY2 doctor"],
             "CA": ["Attending Physician", "Internal Medicine"], "AU": ["Consultant Physician", "Medical Registrar"],
             "NZ": ["General Physician", "Medical Registrar"], "IE": ["Consultant Physician", "Medical Registrar", "SHO"]},
    "nurse_comm": {"US": ["Home Health RN", "Visit Nurse", "RN Case Manager"],
                   "UK": ["District Nursing Sister", "Community Staff Nurse", "Band 6 Community Nurse"],
                   "CA": ["Community Nurse", "Home Care Nurse", "Care Coordinator"],
                   "AU": ["Community Nurse", "Clinical Nurse, Community Nursing"],
                   "NZ": ["District Nurse", "Community Nurse"],
                   "IE": ["Public Health Nurse", "Community RGN"]},
    "nurse_pal": {"US": ["Hospice RN Case Manager", "Hospice Admissions Nurse"],
                  "UK": ["Clinical Nurse Specialist, Palliative Care", "Staff Nurse, Inpatient Unit"],
                  "CA": ["Palliative Care Nurse", "Hospice Nurse"],
                  "AU": ["Clinical Nurse Consultant, Palliative Care", "Palliative Care CNS"],
                  "NZ": ["Hospice Community Nurse", "Clinical Nurse Specialist"],
                  "IE": ["Clinical Nurse Specialist, Palliative Care", "Staff Nurse, Hospice"]},
    "nurse_hosp": {"US": ["Charge Nurse", "Case Manager"], "UK": ["Ward Sister", "Staff Nurse"], "CA": ["Charge Nurse", "Case Manager"],
                   "AU": ["Nurse Unit Manager", "Registered Nurse"], "NZ": ["Charge Nurse", "Registered Nurse"],
                   "IE": ["CNM2", "Staff Nurse"]},
    "nurse_ch": {"US": ["Director of Nursing", "Charge Nurse"], "UK": ["Nurse in Charge", "Deputy Manager"], "CA": ["Charge Nurse", "RN"],
                 "AU": ["Registered Nurse", "Care Manager"], "NZ": ["Clinical Manager", "Registered Nurse"], "IE": ["Director of Nursing", "CNM1"]},
}
NURSE_CTX = {"community_nursing": "nurse_comm", "home_visit": "nurse_comm", "telehealth_followup": "nurse_comm",
             "palliative_care": "nurse_pal", "hospice_admission": "nurse_pal", "discharge_planning_social_work": "nurse_hosp",
             "care_home_review": "nurse_ch", "pharmacist_review": "nurse_comm"}
OTHER_ROLE = {"pharmacist": "Clinical Pharmacist", "np": "Nurse Practitioner", "ot": "Occupational Therapist",
              "pt": "Physiotherapist", "chaplain": "Chaplain"}


def role_title(c, p):
    R, loc = c.R, c.loc
    if p.role == "doctor":
        key = "gp" if p is c.gp else ("hosp" if p is c.doc2 else "pal")
        return R.choice(ROLE_TITLE[key][loc])
    if p.role == "nurse":
        return R.choice(ROLE_TITLE[NURSE_CTX[c.genre]][loc])
    if p.role == "sw":
        return "Medical Social Worker" if loc in ("US", "IE") else "Social Worker"
    if p.role == "pt" and loc in ("US", "CA"):
        return "Physical Therapist"
    return OTHER_ROLE[p.role]


def sig(d, c, p, style=None, date=None, role=None):
    """Signature block for clinician p."""
    R, loc = c.R, c.loc
    style = style or R.choice(["block", "line", "esig", "letter"])
    date = date or c.d0
    role_t = role or role_title(c, p)
    name = p.n(R.choice(["full", "full", "fmi"]))
    pre = (dr(c) + " ") if p.dr and R.random() < 0.7 else ""
    if style == "line":
        d.w("\n{pre}{nm}, {cred} - {role} - {d}\n", pre=pre, nm=name, cred=p.cred, role=role_t, d=D(c, date))
    elif style == "esig":
        d.w("\nElectronically signed by {nm}, {cred} on {d} at {t}", nm=name, cred=p.cred, d=D(c, date), t=tm(c, R.randint(15, 21)))
        if R.random() < 0.7:
            d.w(" (user: {u})", u=P(p.user, "USERNAME"))
        d.w("\n")
    elif style == "letter":
        d.w("\nYours sincerely,\n\n\n{pre}{nm}\n{cred}\n{role}\n", pre=pre, nm=name, cred=p.cred, role=role_t)
        lab, val = p.lic
        d.w("{lab} {v}\n", lab=lab, v=P(val, "LICENSE"))
    else:
        d.w("\n{pre}{nm}, {cred}\n{role}\n", pre=pre, nm=name, cred=p.cred, role=role_t)
        if R.random() < 0.8:
            lab, val = p.lic
            d.w("{lab}: {v}\n", lab=lab, v=P(val, "LICENSE"))
        if R.random() < 0.6:
            if loc in ("US", "CA") and R.random() < 0.5:
                d.w("Pager {pg}\n", pg=PH(fmt.pager(R, loc)))
            elif loc in ("UK", "IE") and R.random() < 0.4:
                d.w("Bleep {pg}\n", pg=PH(str(R.randint(1000, 9999))))
            else:
                d.w("Tel {ph}\n", ph=PH(fmt.phone(R, loc, "land") + (fmt.ext(R, loc) if R.random() < 0.4 else "")))
        d.w("Date: {d} {t}\n", d=D(c, date), t=tm(c, R.randint(15, 21)))


def audit(d, c, p, extra_user=None):
    R = c.R
    d.w("\n---\n")
    choice = R.random()
    if choice < 0.4:
        t1, t2 = tpair(c)
        d.w("Note created by {u} ({nm}) {d} {t}; last edited {d2} {t2}.\n", u=P(p.user, "USERNAME"), nm=p.n("full"),
            d=D(c, c.d0), t=t1, d2=D(c, c.d0), t2=t2)
    elif choice < 0.7:
        d.w("Audit: signed {d} {t} | user {u} | workstation IP {ip}\n", d=D(c, c.d0), t=tm(c, R.randint(15, 21)), u=P(p.user, "USERNAME"),
            ip=P(c.ip, "IPADDR"))
    else:
        d.w("Entered by: {u} | Co-signed: {u2} | Source: {dev}\n", u=P(p.user, "USERNAME"),
            u2=P((extra_user or c.doc).user, "USERNAME"), dev=R.choice(["mobile app", "EHR desktop", "tablet (offline sync)"]))


def team_contact(d, c, label=None):
    R, loc = c.R, c.loc
    d.w("{lab}: {ph}", lab=label or R.choice(["Tel", "Phone", "Team tel", "Office"]), ph=PH(fmt.phone(R, loc, "land")))
    if R.random() < 0.6:
        d.w("  Fax: {f}", f=P(fmt.phone(R, loc, "land"), "FAX"))
    if R.random() < 0.6:
        d.w("  Email: {e}", e=P(c.team_email, "EMAIL"))
    d.w("\n")


# ---------------------------------------------------------------------------
# shared sections
# ---------------------------------------------------------------------------
HOUSING = {"US": ["a single-story house", "a two-story home", "a ground-floor apartment", "a mobile home",
                  "a senior apartment"],
           "CA": ["a bungalow", "a two-storey house", "a condo", "a seniors' apartment", "a farmhouse"],
           "UK": ["a terraced house", "a bungalow", "a ground-floor flat", "a semi-detached house", "sheltered housing",
                  "a council flat on the third floor (lift)"],
           "AU": ["a single-level house", "a unit", "a townhouse", "a farm property", "a retirement village unit"],
           "NZ": ["a single-level house", "a unit", "a lifestyle block", "a flat", "a retirement village villa"],
           "IE": ["a bungalow", "a two-storey house", "a council house", "a farmhouse", "an apartment"]}
CHURCH_FAITH = [("Baptist", "Baptist", "Pastor"), ("Methodist", "Methodist", "Reverend"), ("Mosque", "Muslim", "Imam"),
                ("Gurdwara", "Sikh", "Giani"), ("Synagogue", "Jewish", "Rabbi"), ("Kingdom Hall", "Jehovah's Witness", "Elder"),
                ("Presbyterian", "Presbyterian", "Reverend"), ("Adventist", "Seventh-day Adventist", "Pastor"),
                ("Uniting", "Uniting Church", "Reverend"), ("Hindu Temple", "Hindu", "Pandit"), ("Community Church", "Christian", "Pastor"),
                ("Parish", "Catholic", "Father"), ("St ", "Catholic", "Father")]


def faith_of(c):
    for key, faith, title in CHURCH_FAITH:
        if key in c.church:
            if key == "St " and c.loc in ("UK", "AU", "NZ") and c.R.random() < 0.5:
                return "Anglican", "Reverend"
            return faith, title
    return "Christian", "Reverend"


def fam_name(c, f, form=None):
    R = c.R
    form = form or R.choice(["full", "full", "first", "first", "fmi"])
    return f.n(form)


def social(d, c, style=None):
    R, loc = c.R, c.loc
    style = style or R.choice(["narr", "bullets", "short"])
    sp = c.spouse
    others = [f for f in c.fam if f is not sp]
    house = R.choice(HOUSING[loc])
    if style == "narr":
        d.w("Social history: ")
        if sp and sp.alive:
            d.w("Lives with {his} {rel} {sn} ({sa}) in {house} in {tn}. ", rel=sp.rel, sn=fam_name(c, sp), sa=A(sp.age),
                house=house, tn=P(c.town, "CITY"))
        elif sp:
            d.w("Widowed - {rel} {sn} died in {y}. Lives alone in {house} in {tn}. ", rel=sp.rel, sn=fam_name(c, sp, "first"),
                y=D(c, off(c, -R.randint(400, 5000)), R.choice(["y", "my"])), house=house, tn=P(c.town, "CITY"))
        else:
            d.w("Lives alone in {house} in {tn}. ", house=house, tn=P(c.town, "CITY"))
        if R.random() < 0.7:
            d.w("{He} was born in {ct} and ", ct=P(c.country, "COUNTRY"))
            if R.random() < 0.5:
                d.w("moved here in {y}; ", y=D(c, dt.date(max(1950, c.dob.year + R.randint(16, 40)), 1, 1), "y"))
            d.w("worked as {pr}", pr=aP(c.prof, "PROFESSION"))
        else:
            d.w("Retired {pr}", pr=P(c.prof, "PROFESSION"))
        if R.random() < 0.5:
            d.w(" with {emp}", emp=ORG(c.employer))
        d.w(". ")
        for f in others[:3]:
            r = R.random()
            if r < 0.35:
                d.w("{Rel} {fn} lives in {tn} and visits {freq}. ", Rel=f.rel.capitalize(), fn=fam_name(c, f),
                    tn=P(f.town, "CITY"), freq=R.choice(["daily", "most days", "at weekends", "twice a week"]))
            elif r < 0.55:
                d.w("{Rel} {fn} is {pr} and helps with {task}. ", Rel=f.rel.capitalize(), fn=fam_name(c, f),
                    pr=aP(f.prof, "PROFESSION"), task=R.choice(["shopping", "medicines", "personal care", "finances", "appointments"]))
            elif r < 0.7:
                d.w("{Rel} {fn} lives in {ab} and is {what}. ", Rel=f.rel.capitalize(), fn=fam_name(c, f),
                    ab=P(R.choice(pools.COUNTRIES), "COUNTRY"), what=R.choice(["in regular video contact", "planning to fly over",
                                                                                   "aware of the situation", "arriving next week"]))
            else:
                d.w("{Rel} {fn} ({fa}) is closely involved. ", Rel=f.rel.capitalize(), fn=fam_name(c, f), fa=A(f.age))
        if R.random() < 0.5:
            d.w("Faith: {fa}", fa=faith_of(c)[0])
            if R.random() < 0.7:
                d.w(", attends {ch}", ch=ORG(c.church))
            d.w(". ")
        d.w("\n")
    elif style == "bullets":
        d.w("Social:\n")
        if sp and sp.alive:
            d.w("- Lives with: {rel} {sn}, {sa}{yo}, in {house}\n", rel=sp.rel, sn=fam_name(c, sp), sa=A(sp.age),
                yo=R.choice([" yrs", "", "yo", " y/o"]) if loc == "US" else R.choice(["", " yrs"]), house=house)
        else:
            d.w("- Lives alone ({house}){wid}\n", house=house, wid=", widowed" if sp else "")
        d.w("- Occupation: {pre}{pr}\n", pre=R.choice(["retired ", "former ", "ex-", ""]), pr=P(c.prof, "PROFESSION"))
        if R.random() < 0.6:
            d.w("- Country of birth: {ct}\n", ct=P(c.country, "COUNTRY"))
        for f in others[:2]:
            d.w("- {Rel}: {fn}, {ph}\n", Rel=f.rel.capitalize(), fn=fam_name(c, f, "full"), ph=PH(f.phone))
        if R.random() < 0.5:
            d.w("- Supports: {ag} {freq}\n", ag=ORG(c.agency), freq=R.choice(["x4 daily", "twice daily", "daily (am)", "3x/week"]))
        d.w("- Alcohol/smoking: {x}\n", x=R.choice(["nil/ex-smoker (40 pack-years)", "social/never", "none", "2-3 units/week, ex-smoker"]))
    else:
        d.w("SH: ")
        if sp and sp.alive:
            d.w("lives w/ {rel} {sn} ({sa})", rel=R.choice([sp.rel, "spouse"]), sn=sp.n(R.choice(["first", "lower"])), sa=A(sp.age))
        else:
            d.w("lives alone")
        d.w(", ex-{pr}", pr=P(c.prof, "PROFESSION"))
        for f in others[:2]:
            d.w(", {rel} {fn} {ph}", rel=R.choice({"daughter": ["dtr", "daughter"], "son": ["son"]}.get(f.rel, [f.rel])),
                fn=f.n(R.choice(["first", "lower", "lowerfull", "full"])), ph=PH(f.phone))
        d.w(". {x}\n", x=R.choice(["Independent w/ frame pre-admission.", "Carers QDS.", "Family very supportive.",
                                    "Stairlift in situ.", "Key safe in place."]))


def medlist(d, c, style=None, n=None):
    R = c.R
    meds = c.meds[: n or len(c.meds)]
    style = style or R.choice(["dash", "num", "inline", "table"])
    if style == "dash":
        for m in meds:
            d.w("- {m}\n", m=m)
    elif style == "num":
        for i, m in enumerate(meds, 1):
            d.w("{i}. {m}\n", i=str(i), m=m)
    elif style == "inline":
        d.w("{m}.\n", m="; ".join(meds))
    else:
        d.w("| Medicine | Dose / frequency |\n|---|---|\n")
        for m in meds:
            toks = m.split(" ")
            k = next((i for i, t in enumerate(toks) if t[:1].isdigit()), len(toks))
            k = max(1, k)
            d.w("| {a} | {b} |\n", a=" ".join(toks[:k]), b=" ".join(toks[k:]) or "as directed")


def goals(d, c):
    R, loc = c.R, c.loc
    nok = c.nok
    poa = {"US": "health care proxy", "CA": "substitute decision-maker (POA for personal care)",
           "UK": "Lasting Power of Attorney for health and welfare", "AU": "enduring guardian",
           "NZ": "EPOA for personal care and welfare", "IE": "attorney under an Enduring Power of Attorney"}[loc]
    d.w("Goals of care / advance care planning:\n")
    d.w("- Resuscitation: {x}\n", x=c["dnr"])
    if R.random() < 0.7:
        d.w("- {Rel} {fn} is {poa}", Rel=nok.rel.capitalize(), fn=nok.n("full"), poa=poa)
        if R.random() < 0.5:
            d.w(" (registered {dt})", dt=D(c, off(c, -R.randint(100, 2000))))
        d.w(".\n")
    ppd = R.choice(["the care home", "the care home", "hospital only if comfort cannot be maintained", "not yet decided"]
                   if c.genre == "care_home_review" else
                   ["home", "the hospice", "home if possible, hospice as back-up", "not yet decided", "home"])
    d.w("- Preferred place of care/death: {p}", p=ppd)
    if "hospice" in ppd and R.random() < 0.6:
        d.w(" ({h})", h=H(c.hospice))
    d.w(".\n")
    if R.random() < 0.2:
        d.w("- ")
        holiday_line(d, c)
    if R.random() < 0.6:
        fmd = off(c, -R.randint(0, 10))
        d.w("- Family meeting {dt}: present {PT}, {rel} {fn}", dt=D(c, fmd, R.choice(["num", "wdshort", "long"])), rel=nok.rel,
            fn=nok.n(R.choice(["full", "first"])))
        other = [f for f in c.fam if f is not nok and f.alive]
        if other:
            f = R.choice(other)
            d.w(" and {rel} {fn}", rel=f.rel, fn=f.n(R.choice(["full", "first"])))
        d.w(", {dr}{doc} and {nn}. {x}\n", dr=dr(c) + " ", doc=c.doc.n("last"), nn=c.nurse.n(R.choice(["full", "first"])),
            x=R.choice(["Family understand prognosis is likely short weeks.", "Agreed focus on comfort.",
                        "Family wish to continue oral antibiotics for now.", "Questions answered; written information given."]))


HOLIDAYS = {"US": ["Christmas", "Thanksgiving", "Easter", "the Fourth of July", "New Year's Eve"],
            "CA": ["Christmas", "Thanksgiving", "Easter", "Canada Day"],
            "UK": ["Christmas", "Easter", "Boxing Day", "New Year"], "IE": ["Christmas", "Easter", "St Patrick's Day"],
            "AU": ["Christmas", "Easter", "Anzac Day"], "NZ": ["Christmas", "Easter", "Matariki"]}


def holiday_line(d, c):
    R = c.R
    h = R.choice(HOLIDAYS[c.loc])
    if c.pt.origin in ("arabic", "southasian_muslim", "turkish") and R.random() < 0.6:
        h = "Eid"
    elif c.pt.origin == "indian" and R.random() < 0.5:
        h = "Diwali"
    elif c.pt.origin in ("chinese", "vietnamese", "korean") and R.random() < 0.5:
        h = "Lunar New Year"
    d.w(R.choice(["{His} goal is to be at home for {h}.", "Family are hoping {he} will be well enough for {h}.",
                  "Family gathering planned for {h}.", "{He} asked whether {he} would see {h}."]) + "\n",
        h=["the ", P(h[4:], "DATE")] if h.startswith("the ") else P(h, "DATE"))


def device_line(d, c, end="\n"):
    R = c.R
    name, kind = R.choice(clin.DEVICE_KINDS)
    ser = fmt.device_serial(R, kind)
    lab = R.choice(["SN", "serial no.", "S/N", "serial", "asset no."])
    if kind == "pacer":
        d.w("{n} in situ ({lab} {s}); {x}." + end, n=name.capitalize(), lab=lab, s=P(ser, "DEVICE"),
            x=R.choice(["deactivation of shocks discussed and agreed", "cardiac physiologist to deactivate tachy therapies",
                        "magnet available in the home", "deactivated on the ward prior to discharge"]))
    elif kind == "driver":
        d.w("Syringe driver ({lab} {s}) {x}." + end, lab=lab, s=P(ser, "DEVICE"),
            x=R.choice(["running to time, battery 80%", "recharged today", "delivered via 24 h infusion",
                        "line and site checked"]))
    else:
        d.w("{n} {lab} {s} {x}." + end, n=name.capitalize(), lab=lab, s=P(ser, "DEVICE"),
            x=R.choice(["delivered and checked", "in place", "working, checked today", "on loan from equipment service"]))


def vehicle_line(d, c, end="\n"):
    R, loc = c.R, c.loc
    r = R.random()
    veh = P(c.plate, "VEHICLE")
    if r < 0.35:
        d.w("Driving: {He} has agreed to stop driving; {his} car ({reg} {v}) is to be sold by {rel} {fn}." + end, v=veh,
            rel=c.nok.rel, fn=c.nok.n("first"), reg="plate" if loc in ("US", "CA") else "reg")
    elif r < 0.65:
        lab = {"UK": "Blue Badge", "IE": "disabled parking permit", "AU": "disability parking permit",
               "NZ": "mobility parking permit", "US": "disability placard", "CA": "accessible parking permit"}[loc]
        d.w("{lab} application supported for vehicle {v}." + end, lab=lab, v=veh)
    elif r < 0.85:
        d.w("Family car ({v}) used for appointments; hospital parking concession arranged." + end, v=veh)
    else:
        d.w("Vehicle to be transferred to {rel}: VIN {v}." + end, rel=c.nok.rel, v=P(c.vin, "VEHICLE"))


def bio_line(d, c, end="\n"):
    R = c.R
    b = P(c.bio, "BIOID")
    d.w(R.choice([
        "Controlled drug cabinet access: nurse fingerprint enrolment ID {b} linked to this patient's CD record." + end,
        "Identity verified via voiceprint (voiceprint ID {b}) before discussing results." + end,
        "Biometric ID {b} recorded for dispensing cabinet." + end,
        "Patient enrolled in fingerprint sign-in for the day unit, template ID {b}." + end,
    ]), b=b)


# ---------------------------------------------------------------------------
# optional extra sections (make some notes longer, as real ones are)
# ---------------------------------------------------------------------------
def _ros(d, c):
    R = c.R
    d.w("\nReview of systems: {x}.\n", x="; ".join(R.sample([
        "no chest pain", "no haematuria", "no fevers or rigors", "appetite reduced", "no new headaches", "no calf pain",
        "mild ankle swelling", "sleep poor", "no urinary symptoms", "dry mouth", "no bleeding", "occasional dizziness on standing",
        "no vomiting", "itch improved", "hearing reduced (aids)", "vision poor (cataracts)"], 5)))


def _famhx(d, c):
    R = c.R
    d.w("\nFamily history: mother died aged {a} ({x}); father died at {b} ({y})", a=A(R.randint(50, 96)),
        x=R.choice(["stroke", "breast cancer", "dementia", "heart attack", "unknown cause"]), b=A(R.randint(45, 92)),
        y=R.choice(["lung cancer", "MI", "mining accident", "COPD", "old age"]))
    sib = next((f for f in c.fam if f.rel in ("sister", "brother")), None)
    if sib:
        d.w("; {rel} {n} has {z}", rel=sib.rel, n=sib.n(R.choice(["first", "full"])), z=R.choice(["type 2 diabetes", "had bowel cancer", "heart failure"]))
    d.w(".\n")


def _carer(d, c):
    R = c.R
    f = c.nok
    d.w("\nCarer assessment: {rel} {n} ({a}) is the main carer", rel=f.rel.capitalize(), n=f.n(R.choice(["full", "first"])), a=A(f.age))
    if R.random() < 0.6:
        d.w(", works as {p}", p=aP(f.prof))
        if R.random() < 0.5:
            d.w(" at {e}", e=ORG(c.employer))
    d.w(". {x} ", x=R.choice(["Sleeping poorly and tearful at times.", "Coping well but would value a break.",
                              "Has own health problems (awaiting hip replacement).", "Lives 40 minutes away and is travelling daily."]))
    d.w("Carer support offered via {o}.\n", o=ORG(c.org_support))


def _spiritual(d, c):
    R = c.R
    faith, title = faith_of(c)
    from ctx import Person
    pr = Person(R, c.loc, "FAMILY", sex="M" if title in ("Father", "Imam", "Rabbi", "Giani", "Pandit") else R.choice("FM"))
    d.w("\nSpiritual / cultural: {f}; belongs to {ch}. {t} {n} visits {w}. {x}\n", f=faith, ch=ORG(c.church), t=title,
        n=pr.n(R.choice(["last", "full"])), w=R.choice(["weekly", "most weeks", "when asked"]),
        x=R.choice(["Would like a blessing or prayers when the time comes.", "Family wish to be present at the time of death.",
                    "No specific rituals requested.", "Prefers same-gender carers for personal care."]))


def _admissions(d, c):
    R = c.R
    d.w("\nPrevious admissions:\n")
    for k in sorted(R.sample(range(30, 400), R.randint(2, 3)), reverse=True):
        d.w("- {d} {h}: {x}\n", d=D(c, off(c, -k), R.choice(["num", "my", "mys"])), h=H(R.choice([c.hosp, c.hosp2])),
            x=R.choice(["chest infection", "fall, no fracture", "AKI", "symptom control", "hypercalcaemia", "constipation/obstruction",
                        "decompensated heart failure", "transfusion"]))


def _nutrition(d, c):
    R = c.R
    d.w("\nNutrition and skin: MUST {m}; weight {w} kg (was {w2} kg in {d}). {x} {y}\n", m=str(R.randint(0, 4)),
        w=str(R.randint(40, 80)), w2=str(R.randint(55, 95)), d=D(c, off(c, -R.randint(60, 240)), "my"),
        x=R.choice(["Fortified diet and snacks.", "Dietitian input declined.", "Thickened fluids (level 2)."]),
        y=R.choice(["Sacrum intact.", "Grade 2 pressure injury left heel.", "Skin fragile, barrier cream in use."]))


def _psych(d, c):
    R = c.R
    d.w("\nPsychological: {x} {y}\n", x=R.choice(["PHQ-9 score 12.", "Mood low but not clinically depressed.", "Anxious at night.",
                                                  "Good insight; accepting of situation."]),
        y=R.choice(["Psychology referral discussed.", "Continue sertraline.", "Benefits from talking with the chaplain.",
                    "Complementary therapy (hand massage) helpful."]))


def _comms(d, c):
    R = c.R
    from g_other import ORIGIN_LANG
    lang = R.choice(ORIGIN_LANG.get(c.pt.origin, ["English"]))
    if lang == "English":
        d.w("\nCommunication: English speaking")
    else:
        d.w("\nCommunication: first language {l}; {x}", l=lang, x=R.choice(["good spoken English", "limited English",
                                                                             "prefers family to interpret for day-to-day matters"]))
    if lang != "English" and R.random() < 0.6:
        from ctx import Person
        it = Person(R, c.loc, "DOCTOR")
        d.w("; professional interpreter {n} used for this review", n=it.n("full"))
    d.w(". {x}\n", x=R.choice(["Hearing aids both ears.", "Wears glasses.", "No cognitive impairment.", "Mild cognitive impairment."]))


def _equipment(d, c):
    R = c.R
    d.w("\nEquipment in the home (supplied by {s}):\n", s=ORG(c.org_supplier))
    for x in R.sample(["profiling bed", "air mattress", "commode", "perching stool", "wheelchair", "riser-recliner chair",
                       "shower chair", "rotunda", "hoist", "key safe"], 3):
        d.w("- {x}\n", x=x)
    d.w("- ")
    device_line(d, c)


def _contacts(d, c):
    R = c.R
    d.w("\nKey contacts:\n| Name | Relationship | Phone |\n|---|---|---|\n")
    for f in [x for x in c.fam if x.alive][:3]:
        d.w("| {n} | {r} | {p} |\n", n=f.n("full"), r=f.rel, p=PH(f.phone))
    d.w("| {n} | key worker | {p} |\n", n=c.nurse.n("full"), p=PH(fmt.phone(R, c.loc, "land")))
    if R.random() < 0.5:
        f = c.nok
        d.w("Preferred contact: {e}\n", e=P(f.email, "EMAIL"))


EXTRAS = [_ros, _famhx, _carer, _spiritual, _admissions, _nutrition, _psych, _comms, _equipment, _contacts]


def extras(d, c, p=0.5, kmax=3):
    R = c.R
    if R.random() >= p:
        return
    for fn in R.sample(EXTRAS, R.randint(1, kmax)):
        fn(d, c)
